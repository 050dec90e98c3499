import type { FloorTable } from '@covers/shared';

/** The part of the plan on screen, in canvas units: top-left corner and size, and the zoom. */
export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

/** Tables whose rotated body may reach into the viewport grown by `margin` on every side. */
export function tablesInView(tables: readonly FloorTable[], view: Viewport, margin: number): FloorTable[] {
  const left = view.x - margin;
  const top = view.y - margin;
  const right = view.x + view.width + margin;
  const bottom = view.y + view.height + margin;
  return tables.filter((table) => {
    // Rotation is about (x, y): the body stays within a circle of the diagonal's length around it.
    const reach = Math.hypot(table.width, table.height);
    return table.x + reach >= left && table.x - reach <= right && table.y + reach >= top && table.y - reach <= bottom;
  });
}

/** The table under a canvas point, honouring rotation (topmost first). */
export function tableAt(tables: readonly FloorTable[], point: { x: number; y: number }): FloorTable | null {
  for (let i = tables.length - 1; i >= 0; i--) {
    const table = tables[i]!;
    const angle = (-table.rotation * Math.PI) / 180;
    const dx = point.x - table.x;
    const dy = point.y - table.y;
    const localX = dx * Math.cos(angle) - dy * Math.sin(angle);
    const localY = dx * Math.sin(angle) + dy * Math.cos(angle);
    if (localX >= 0 && localX <= table.width && localY >= 0 && localY <= table.height) return table;
  }
  return null;
}

/** The smallest rectangle around every table (canvas units), for fitting a plan on screen. */
export function planBounds(tables: readonly FloorTable[]): { x: number; y: number; width: number; height: number } {
  if (tables.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const table of tables) {
    minX = Math.min(minX, table.x);
    minY = Math.min(minY, table.y);
    maxX = Math.max(maxX, table.x + Math.max(table.width, table.height));
    maxY = Math.max(maxY, table.y + Math.max(table.width, table.height));
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

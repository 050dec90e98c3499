import type { FloorCombination, FloorTable } from '@covers/shared';
import type Konva from 'konva';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Arrow, Group, Label, Layer, Line, Rect, Tag, Text, Transformer } from 'react-konva';
import { PointerStage, tablesInView, TableFigure, type TableLook, useViewport } from '../../../../ui/canvas';
import '../../../../ui/canvas/canvas.css';
import { GridBackground } from './GridBackground';
import { snap, type TableChange } from '../../plan-document';
import type { EditorPresence } from '../../hooks/use-remote-editors';

export interface PlanCanvasProps {
  tables: FloorTable[];
  combinations: FloorCombination[];
  editable: boolean;
  selection: string[];
  onSelect(ids: string[]): void;
  onChange(changes: Map<string, TableChange>): void;
  others: EditorPresence[];
  onCursor(point: { x: number; y: number } | null): void;
}

const LOOK: TableLook = { fill: '#f8fafc', stroke: '#475569', textColor: '#0f172a', lines: [] };
const SELECTED_LOOK: TableLook = { fill: '#dbeafe', stroke: '#2563eb', strokeWidth: 2, textColor: '#0f172a', lines: [] };
const MARGIN = 200;

/** One table: memoised on its data, so an update redraws the tables it touched only. */
const EditorTable = memo(function EditorTable({ table, selected, editable }: { table: FloorTable; selected: boolean; editable: boolean }) {
  const look = useMemo(
    () => ({ ...(selected ? SELECTED_LOOK : LOOK), lines: [table.name, `${table.minPax}-${table.maxPax}`] }),
    [selected, table.name, table.minPax, table.maxPax],
  );
  return (
    <Group id={table.id} name="table" x={table.x} y={table.y} rotation={table.rotation} draggable={editable}>
      <TableFigure table={table} look={look} />
    </Group>
  );
});

const centre = (t: FloorTable) => {
  const angle = (t.rotation * Math.PI) / 180;
  return {
    x: t.x + (t.width / 2) * Math.cos(angle) - (t.height / 2) * Math.sin(angle),
    y: t.y + (t.width / 2) * Math.sin(angle) + (t.height / 2) * Math.cos(angle),
  };
};

/**
 * The plan editor's stage: a non-listening background layer (grid, combined-table links under the tables),
 * the tables layer (the only one listening, with the transformer for rotate and resize) and a non-listening
 * overlay (other editors' selections and cursors, the rubber band). Only tables near the visible window are drawn. Drags move
 * Konva nodes directly; the document is written once, when the drag or transform ends, snapped to the grid.
 */
export function PlanCanvas({ tables, combinations, editable, selection, onSelect, onChange, others, onCursor }: PlanCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const { viewport, stageProps, onWheel } = useViewport(container, tables);
  const layerRef = useRef<Konva.Layer>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const bandRef = useRef<Konva.Rect>(null);
  const band = useRef<{ x: number; y: number } | null>(null);
  const dragStart = useRef<Map<string, { x: number; y: number }>>(new Map());
  const selected = useMemo(() => new Set(selection), [selection]);
  const visible = useMemo(() => tablesInView(tables, viewport, MARGIN), [tables, viewport]);
  const byId = useMemo(() => new Map(tables.map((t) => [t.id, t])), [tables]);

  useEffect(() => {
    const transformer = transformerRef.current;
    const layer = layerRef.current;
    if (!transformer || !layer) return;
    transformer.nodes(
      editable ? selection.map((id) => layer.findOne(`#${CSS.escape(id)}`)).filter((n): n is Konva.Node => n !== undefined) : [],
    );
  }, [selection, editable, visible]);

  const pointer = (event: Konva.KonvaEventObject<Event>) => event.target.getStage()?.getRelativePointerPosition() ?? null;
  const tableIdOf = (node: Konva.Node): string | null => {
    const group = node.findAncestor('.table', true) as Konva.Node | undefined;
    return group ? group.id() : null;
  };

  const onPointerDown = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target.findAncestor('Transformer', true)) return;
    const id = tableIdOf(event.target);
    const additive = 'shiftKey' in event.evt && (event.evt.shiftKey || event.evt.metaKey || event.evt.ctrlKey);
    if (id) {
      if (additive) onSelect(selected.has(id) ? selection.filter((s) => s !== id) : [...selection, id]);
      else if (!selected.has(id)) onSelect([id]);
      return;
    }
    if (!additive) onSelect([]);
    const at = pointer(event);
    if (at) band.current = at;
  };
  const onPointerMove = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const at = pointer(event);
    onCursor(at);
    const start = band.current;
    if (!start || !at || !bandRef.current) return;
    bandRef.current.setAttrs({
      visible: true,
      x: Math.min(start.x, at.x),
      y: Math.min(start.y, at.y),
      width: Math.abs(at.x - start.x),
      height: Math.abs(at.y - start.y),
    });
    bandRef.current.getLayer()?.batchDraw();
  };
  const onPointerUp = () => {
    const rect = bandRef.current;
    if (!band.current || !rect) return;
    band.current = null;
    if (!rect.visible()) return;
    rect.visible(false);
    const box = { x: rect.x(), y: rect.y(), right: rect.x() + rect.width(), bottom: rect.y() + rect.height() };
    const inside = tables.filter((t) => {
      const c = centre(t);
      return c.x >= box.x && c.x <= box.right && c.y >= box.y && c.y <= box.bottom;
    });
    if (inside.length) onSelect(inside.map((t) => t.id));
    rect.getLayer()?.batchDraw();
  };

  // Dragging one of several selected tables moves them all, snapped to the grid.
  const onDragStart = (event: Konva.KonvaEventObject<DragEvent>) => {
    const id = tableIdOf(event.target);
    if (!id) return;
    const moving = selected.has(id) ? selection : [id];
    dragStart.current = new Map(moving.flatMap((m) => (byId.has(m) ? [[m, { x: byId.get(m)!.x, y: byId.get(m)!.y }]] : [])));
  };
  const onDragMove = (event: Konva.KonvaEventObject<DragEvent>) => {
    const node = event.target;
    const id = tableIdOf(node);
    const origin = id ? dragStart.current.get(id) : undefined;
    if (!id || !origin) return;
    node.position({ x: snap(node.x()), y: snap(node.y()) });
    const dx = node.x() - origin.x;
    const dy = node.y() - origin.y;
    for (const [other, start] of dragStart.current) {
      if (other === id) continue;
      layerRef.current?.findOne(`#${CSS.escape(other)}`)?.position({ x: start.x + dx, y: start.y + dy });
    }
  };
  const onDragEnd = (event: Konva.KonvaEventObject<DragEvent>) => {
    const id = tableIdOf(event.target);
    const origin = id ? dragStart.current.get(id) : undefined;
    if (!id || !origin) return;
    const dx = snap(event.target.x()) - origin.x;
    const dy = snap(event.target.y()) - origin.y;
    const changes = new Map<string, TableChange>();
    for (const [moved, start] of dragStart.current) changes.set(moved, { x: start.x + dx, y: start.y + dy });
    dragStart.current = new Map();
    if (dx !== 0 || dy !== 0) onChange(changes);
  };
  const onTransformEnd = () => {
    const changes = new Map<string, TableChange>();
    for (const node of transformerRef.current?.nodes() ?? []) {
      const table = byId.get(node.id());
      if (!table) continue;
      const width = Math.max(snap(table.width * node.scaleX()), 20);
      const height = Math.max(snap(table.height * node.scaleY()), 20);
      node.scale({ x: 1, y: 1 });
      changes.set(table.id, {
        x: Math.round(node.x()),
        y: Math.round(node.y()),
        width,
        height,
        rotation: ((Math.round(node.rotation()) % 360) + 360) % 360,
      });
    }
    onChange(changes);
  };

  return (
    <div className="plan-canvas" ref={container} data-testid="plan-canvas" onMouseLeave={() => onCursor(null)}>
      {stageProps.width > 0 && (
        <PointerStage {...stageProps} onWheel={onWheel} onPress={onPointerDown} onDrag={onPointerMove} onRelease={onPointerUp}>
          <Layer listening={false}>
            <GridBackground view={viewport} />
            {combinations.map((combination) => {
              const points = combination.tableIds.flatMap((id) => (byId.has(id) ? [centre(byId.get(id)!)] : []));
              return (
                <Line
                  key={combination.id}
                  points={points.flatMap((p) => [p.x, p.y])}
                  stroke="#f59e0b"
                  strokeWidth={4}
                  perfectDrawEnabled={false}
                />
              );
            })}
          </Layer>
          <Layer ref={layerRef} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={onDragEnd}>
            {visible.map((table) => (
              <EditorTable key={table.id} table={table} selected={selected.has(table.id)} editable={editable} />
            ))}
            {editable && (
              <Transformer
                ref={transformerRef}
                rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
                rotationSnapTolerance={8}
                flipEnabled={false}
                boundBoxFunc={(old, next) => (next.width < 20 || next.height < 20 ? old : next)}
                onTransformEnd={onTransformEnd}
              />
            )}
          </Layer>
          <Layer listening={false}>
            {others.flatMap((other) =>
              other.selection.flatMap((id) => {
                const t = byId.get(id);
                return t
                  ? [
                      <Rect
                        key={`${other.clientId}-${id}`}
                        x={t.x - 4}
                        y={t.y - 4}
                        offsetX={0}
                        width={t.width + 8}
                        height={t.height + 8}
                        rotation={t.rotation}
                        stroke={other.user.color}
                        strokeWidth={2}
                        dash={[4, 4]}
                        perfectDrawEnabled={false}
                      />,
                    ]
                  : [];
              }),
            )}
            {others.map((other) =>
              other.cursor ? (
                <Group key={other.clientId} x={other.cursor.x} y={other.cursor.y} name="remote-cursor">
                  <Arrow
                    points={[12, 14, 0, 0]}
                    pointerLength={8}
                    pointerWidth={8}
                    fill={other.user.color}
                    stroke={other.user.color}
                    strokeWidth={2}
                  />
                  <Label x={10} y={14}>
                    <Tag fill={other.user.color} cornerRadius={3} />
                    <Text text={other.user.name} fill="#fff" padding={3} fontSize={11} />
                  </Label>
                </Group>
              ) : null,
            )}
            <Rect ref={bandRef} visible={false} fill="rgba(37, 99, 235, 0.08)" stroke="#2563eb" strokeWidth={1} dash={[4, 4]} />
          </Layer>
        </PointerStage>
      )}
    </div>
  );
}

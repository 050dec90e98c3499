import { memo } from 'react';
import { Shape } from 'react-konva';
import type { Viewport } from '../../../../ui/canvas';
import { GRID } from '../../plan-document';

/** The snapping grid over the visible window only: one shape, never listening. */
export const GridBackground = memo(function GridBackground({ view }: { view: Viewport }) {
  return (
    <Shape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(context, shape) => {
        const step = view.scale < 0.6 ? GRID * 2 : GRID;
        const left = Math.floor(view.x / step) * step;
        const top = Math.floor(view.y / step) * step;
        const right = view.x + view.width;
        const bottom = view.y + view.height;
        context.beginPath();
        for (let x = left; x <= right; x += step) {
          context.moveTo(x, top);
          context.lineTo(x, bottom);
        }
        for (let y = top; y <= bottom; y += step) {
          context.moveTo(left, y);
          context.lineTo(right, y);
        }
        context.strokeShape(shape);
      }}
      stroke="#e5e7eb"
      strokeWidth={1 / view.scale}
    />
  );
});

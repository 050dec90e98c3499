import type { FloorTable } from '@covers/shared';
import type Konva from 'konva';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useElementSize } from '../use-element-size';
import { planBounds, type Viewport } from './canvas-view';

const MIN_SCALE = 0.3;
const MAX_SCALE = 2;
/** Fitting a big plan never shrinks it below legible: the rest is a pan away. */
const MIN_FIT_SCALE = 0.55;
const PAD = 40;

/**
 * The container's size and the part of the plan shown. The wheel pans (with Ctrl or pinch: zooms about
 * the pointer); the first time tables are known, the plan is fitted to the container.
 */
export function useViewport(container: RefObject<HTMLDivElement | null>, tables: readonly FloorTable[] | undefined) {
  const size = useElementSize(container);
  const [view, setView] = useState({ x: -PAD, y: -PAD, scale: 1 });
  const fitted = useRef(false);

  useEffect(() => {
    if (fitted.current || !tables || tables.length === 0 || size.width === 0) return;
    fitted.current = true;
    const bounds = planBounds(tables);
    const scale = Math.min(
      MAX_SCALE,
      Math.max(MIN_FIT_SCALE, Math.min((size.width - PAD * 2) / bounds.width, (size.height - PAD * 2) / bounds.height, 1)),
    );
    setView({ x: bounds.x - PAD / scale, y: bounds.y - PAD / scale, scale });
  }, [tables, size]);

  const onWheel = useCallback((event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const { deltaX, deltaY, ctrlKey, shiftKey } = event.evt;
    const pointer = event.target.getStage()?.getPointerPosition() ?? { x: 0, y: 0 };
    setView((current) => {
      if (!ctrlKey) {
        const dx = (shiftKey ? deltaY : deltaX) / current.scale;
        const dy = (shiftKey ? 0 : deltaY) / current.scale;
        return { ...current, x: current.x + dx, y: current.y + dy };
      }
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, current.scale * (deltaY < 0 ? 1.1 : 1 / 1.1)));
      const anchor = { x: current.x + pointer.x / current.scale, y: current.y + pointer.y / current.scale };
      return { scale, x: anchor.x - pointer.x / scale, y: anchor.y - pointer.y / scale };
    });
  }, []);

  const panBy = useCallback(
    (dx: number, dy: number) =>
      setView((current) => ({ ...current, x: current.x + dx / current.scale, y: current.y + dy / current.scale })),
    [],
  );

  const viewport: Viewport = { x: view.x, y: view.y, width: size.width / view.scale, height: size.height / view.scale, scale: view.scale };
  /** Stage attributes that show `viewport`. */
  const stageProps = {
    width: size.width,
    height: size.height,
    scaleX: view.scale,
    scaleY: view.scale,
    x: -view.x * view.scale,
    y: -view.y * view.scale,
  };
  return { size, viewport, stageProps, onWheel, panBy };
}

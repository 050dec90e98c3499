import type Konva from 'konva';
import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Group, Layer, Line, Rect, Text } from 'react-konva';
import { PointerStage } from '../../../../ui/canvas';
import { STATUS_COLORS } from '../../status-colors';
import { GANTT, barsIn, dropTarget, rowsIn, type GanttBar, type GanttModel, type Viewport } from './gantt-layout';

export interface GanttCanvasHandle {
  /** Scrolls the chart by (dx, dy) pixels: what wheel and background drag do; exposed for the benchmark. */
  panBy(dx: number, dy: number): void;
  stage(): Konva.Stage | null;
}

export interface GanttCanvasProps {
  model: GanttModel;
  width: number;
  height: number;
  /** Minute of the day of the current-time line, or null when the day shown is not today. */
  nowMinute: number | null;
  nowLabel: string;
  /** Width of the table-name column. */
  sideWidth?: number;
  /** The bookings have loaded: the chart then scrolls to the current time (or the first booking) once. */
  ready: boolean;
  onOpen(reservationId: string): void;
  onMove(bar: GanttBar, target: { tableId: string; minute: number }): void;
}

const BAR_PAD = 3;
const HIT_PAUSE_MS = 150;
const BAR_HEIGHT = GANTT.rowHeight - BAR_PAD * 2;
const TEXT_STYLE = { fontSize: 12, fontFamily: 'system-ui, sans-serif' } as const;

const CLASH_RED = '#dc2626';
const CLASH_OUTLINE = { stroke: CLASH_RED, strokeWidth: 2, dash: [5, 3] };

const hourLabel = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:00`;

/** One booking bar: memoised, so panning and live updates redraw only what changed. */
const Bar = memo(function Bar({
  bar,
  onOpen,
  onDragMove,
  onDragEnd,
}: {
  bar: GanttBar;
  onOpen(id: string): void;
  onDragMove(node: Konva.Group): void;
  onDragEnd(bar: GanttBar, node: Konva.Group): void;
}) {
  return (
    <Group
      x={bar.x}
      y={bar.y + BAR_PAD}
      width={bar.width}
      draggable
      onClick={() => onOpen(bar.reservationId)}
      onTap={() => onOpen(bar.reservationId)}
      onDragMove={(event) => onDragMove(event.target as Konva.Group)}
      onDragEnd={(event) => onDragEnd(bar, event.target as Konva.Group)}
      name="gantt-bar"
      id={bar.key}
    >
      <Rect
        width={bar.width}
        height={BAR_HEIGHT}
        fill={STATUS_COLORS[bar.status]}
        cornerRadius={4}
        {...(bar.clash ? CLASH_OUTLINE : {})}
        perfectDrawEnabled={false}
        shadowForStrokeEnabled={false}
      />
      <Text
        x={6}
        y={(BAR_HEIGHT - TEXT_STYLE.fontSize) / 2}
        width={Math.max(bar.width - 10, 0)}
        text={bar.text}
        {...TEXT_STYLE}
        fill="#fff"
        wrap="none"
        ellipsis
        listening={false}
        perfectDrawEnabled={false}
      />
    </Group>
  );
});

/**
 * The Gantt chart on one Konva stage with three layers: a non-listening grid, the bars (the only listening
 * layer) and a non-listening overlay (time header, table names, current-time line, drag ghost). Only rows
 * and bars near the visible window are drawn; panning moves layer groups through refs and re-renders React
 * only when the view leaves the drawn margin.
 */
export const GanttCanvas = forwardRef<GanttCanvasHandle, GanttCanvasProps>(function GanttCanvas(
  { model, width, height, nowMinute, nowLabel, sideWidth = GANTT.sideWidth, ready, onOpen, onMove },
  ref,
) {
  const side = sideWidth;
  const stageRef = useRef<Konva.Stage>(null);
  const gridRef = useRef<Konva.Group>(null);
  const barsRef = useRef<Konva.Group>(null);
  const headerRef = useRef<Konva.Group>(null);
  const sideRef = useRef<Konva.Group>(null);
  const nowRef = useRef<Konva.Group>(null);
  const ghostRef = useRef<Konva.Rect>(null);
  const scroll = useRef({ x: 0, y: 0 });
  const panning = useRef<{ x: number; y: number } | null>(null);
  const bodyWidth = Math.max(width - side, 0);
  const bodyHeight = Math.max(height - GANTT.headerHeight, 0);
  // Rows and bars this far beyond the view are mounted; only those inside it are drawn (see showInView).
  const margin = Math.max(Math.max(bodyWidth, bodyHeight) / 2, 200);
  const [view, setView] = useState<Viewport>({ x: 0, y: 0, width: bodyWidth, height: bodyHeight });

  // Konva draws every visible node, on screen or not: hide the mounted bars outside the view each frame.
  const showInView = useCallback(() => {
    const group = barsRef.current;
    if (!group) return;
    const { x, y } = scroll.current;
    const right = x + bodyWidth;
    const bottom = y + bodyHeight;
    for (const node of group.getChildren()) {
      if (node.isDragging()) continue;
      const left = node.x();
      const top = node.y();
      node.visible(left + node.width() >= x && left <= right && top + GANTT.rowHeight >= y && top <= bottom);
    }
    // The table names too: text is the costliest thing Konva draws.
    for (const label of sideRef.current?.getChildren() ?? []) label.visible(label.y() + GANTT.rowHeight >= y && label.y() <= bottom);
  }, [bodyWidth, bodyHeight]);

  // While panning the bars layer skips its hit canvas (half the drawing); it is redrawn once panning pauses.
  const hitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pauseHits = useCallback(() => {
    const layer = barsRef.current?.getLayer();
    if (!layer) return;
    if (layer.listening()) layer.listening(false);
    if (hitTimer.current) clearTimeout(hitTimer.current);
    hitTimer.current = setTimeout(() => {
      layer.listening(true);
      layer.batchDraw();
    }, HIT_PAUSE_MS);
  }, []);
  useEffect(() => () => void (hitTimer.current && clearTimeout(hitTimer.current)), []);

  const place = useCallback(() => {
    const { x, y } = scroll.current;
    gridRef.current?.position({ x: side - x, y: GANTT.headerHeight - y });
    barsRef.current?.position({ x: side - x, y: GANTT.headerHeight - y });
    headerRef.current?.x(side - x);
    sideRef.current?.y(GANTT.headerHeight - y);
    nowRef.current?.x(side - x);
    showInView();
  }, [side, showInView]);

  const panBy = useCallback(
    (dx: number, dy: number) => {
      const maxX = Math.max(model.width - bodyWidth, 0);
      const maxY = Math.max(model.height - bodyHeight, 0);
      const next = { x: Math.min(Math.max(scroll.current.x + dx, 0), maxX), y: Math.min(Math.max(scroll.current.y + dy, 0), maxY) };
      if (next.x === scroll.current.x && next.y === scroll.current.y) return;
      scroll.current = next;
      pauseHits();
      place();
      // Re-cull once the view has used up half the drawn margin; flushSync keeps bars and scroll in one frame.
      if (Math.abs(next.x - view.x) > margin / 2 || Math.abs(next.y - view.y) > margin / 2) {
        flushSync(() => setView({ x: next.x, y: next.y, width: bodyWidth, height: bodyHeight }));
        showInView();
      }
    },
    [model.width, model.height, bodyWidth, bodyHeight, margin, view.x, view.y, place, pauseHits, showInView],
  );

  useImperativeHandle(ref, () => ({ panBy, stage: () => stageRef.current }), [panBy]);
  useEffect(() => {
    setView({ x: scroll.current.x, y: scroll.current.y, width: bodyWidth, height: bodyHeight });
  }, [bodyWidth, bodyHeight]);
  useEffect(place, [place, model, view]);

  // Start scrolled to the current time (or the first booking) so the host sees what matters now.
  const scrolledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!ready || scrolledFor.current === model.startMinute || bodyWidth === 0) return;
    scrolledFor.current = model.startMinute;
    const focus =
      nowMinute ??
      (model.bars.length ? model.startMinute + Math.min(...model.bars.map((b) => b.x)) / GANTT.pxPerMinute : model.startMinute);
    panBy((focus - model.startMinute) * GANTT.pxPerMinute - bodyWidth / 4 - scroll.current.x, 0);
  }, [ready, model, nowMinute, bodyWidth, panBy]);

  const visibleBars = useMemo(() => barsIn(model.bars, view, margin), [model.bars, view, margin]);
  const visibleRows = useMemo(() => rowsIn(model.rows, view, margin), [model.rows, view, margin]);
  const visibleClashes = useMemo(() => rowsIn(model.clashes, view, margin), [model.clashes, view, margin]);
  const hours = useMemo(() => {
    const list: number[] = [];
    const first = Math.max(model.startMinute, model.startMinute + Math.floor((view.x - margin) / GANTT.pxPerMinute / 60) * 60);
    const last = Math.min(model.endMinute, model.startMinute + (view.x + view.width + margin) / GANTT.pxPerMinute);
    for (let minute = first; minute <= last; minute += 60) list.push(minute);
    return list;
  }, [model.startMinute, model.endMinute, view, margin]);

  const dragMove = useCallback(
    (node: Konva.Group) => {
      const target = dropTarget(model, node.x(), node.y() + BAR_HEIGHT / 2);
      const ghost = ghostRef.current;
      if (!ghost) return;
      if (!target) {
        ghost.visible(false);
        return;
      }
      const row = model.rows.find((r) => r.kind === 'table' && r.tableId === target.tableId)!;
      ghost.setAttrs({
        visible: true,
        x: side - scroll.current.x + (target.minute - model.startMinute) * GANTT.pxPerMinute,
        y: GANTT.headerHeight - scroll.current.y + row.y + 1,
        width: node.getClientRect({ skipShadow: true }).width,
      });
    },
    [model, side],
  );

  const dragEnd = useCallback(
    (bar: GanttBar, node: Konva.Group) => {
      ghostRef.current?.visible(false);
      const target = dropTarget(model, node.x(), node.y() + BAR_HEIGHT / 2);
      node.position({ x: bar.x, y: bar.y + BAR_PAD });
      if (!target) return;
      const minute = model.startMinute + bar.x / GANTT.pxPerMinute;
      if (target.tableId === bar.tableId && target.minute === minute) return;
      onMove(bar, target);
    },
    [model, onMove],
  );

  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const { deltaX, deltaY, shiftKey } = event.evt;
    panBy(shiftKey ? deltaY : deltaX, shiftKey ? 0 : deltaY);
  };
  const startPan = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const pos = event.target.getStage()?.getPointerPosition();
    if (pos) panning.current = pos;
  };
  const movePan = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!panning.current) return;
    const pos = event.target.getStage()?.getPointerPosition();
    if (!pos) return;
    panBy(panning.current.x - pos.x, panning.current.y - pos.y);
    panning.current = pos;
  };
  const endPan = () => {
    panning.current = null;
  };

  const nowX =
    nowMinute !== null && nowMinute >= model.startMinute && nowMinute <= model.endMinute
      ? (nowMinute - model.startMinute) * GANTT.pxPerMinute
      : null;

  return (
    <PointerStage ref={stageRef} width={width} height={height} onWheel={onWheel} onDrag={movePan} onRelease={endPan} onMouseLeave={endPan}>
      <Layer listening={false}>
        <Group ref={gridRef}>
          {visibleRows.map((row) =>
            row.kind === 'section' ? (
              <Rect
                key={row.key}
                x={view.x - margin}
                y={row.y}
                width={bodyWidth + margin * 2}
                height={GANTT.sectionHeight}
                fill="#f1f5f9"
                perfectDrawEnabled={false}
              />
            ) : (
              <Line
                key={row.key}
                points={[view.x - margin, row.y + row.height, view.x + bodyWidth + margin, row.y + row.height]}
                stroke="#eef0f3"
                strokeWidth={1}
                perfectDrawEnabled={false}
              />
            ),
          )}
          {hours.map((minute) => {
            const x = (minute - model.startMinute) * GANTT.pxPerMinute;
            return (
              <Line
                key={minute}
                points={[x, view.y - margin, x, view.y + bodyHeight + margin]}
                stroke="#e2e8f0"
                strokeWidth={1}
                perfectDrawEnabled={false}
              />
            );
          })}
          {visibleClashes.map((clash) => (
            <Rect
              key={clash.key}
              x={clash.x}
              y={clash.y}
              width={clash.width}
              height={clash.height}
              fill="rgba(220, 38, 38, 0.14)"
              stroke={CLASH_RED}
              strokeWidth={1}
              dash={[4, 3]}
              name="gantt-clash"
              perfectDrawEnabled={false}
            />
          ))}
        </Group>
      </Layer>
      <Layer>
        <Rect
          x={side}
          y={GANTT.headerHeight}
          width={bodyWidth}
          height={bodyHeight}
          fill="rgba(0,0,0,0)"
          onMouseDown={startPan}
          onTouchStart={startPan}
          name="gantt-background"
        />
        <Group ref={barsRef}>
          {visibleBars.map((bar) => (
            <Bar key={bar.key} bar={bar} onOpen={onOpen} onDragMove={dragMove} onDragEnd={dragEnd} />
          ))}
        </Group>
      </Layer>
      <Layer listening={false}>
        <Rect
          ref={ghostRef}
          visible={false}
          height={GANTT.rowHeight - 2}
          stroke="#0f172a"
          strokeWidth={2}
          dash={[6, 4]}
          cornerRadius={4}
          perfectDrawEnabled={false}
        />
        <Group ref={nowRef}>
          {nowX !== null && (
            <>
              <Line points={[nowX, GANTT.headerHeight, nowX, height]} stroke="#dc2626" strokeWidth={2} perfectDrawEnabled={false} />
              <Text x={nowX + 4} y={GANTT.headerHeight + 2} text={nowLabel} fill="#dc2626" {...TEXT_STYLE} perfectDrawEnabled={false} />
            </>
          )}
        </Group>
        <Rect x={0} y={0} width={width} height={GANTT.headerHeight} fill="#ffffff" perfectDrawEnabled={false} />
        <Group ref={headerRef}>
          {hours.map((minute) => (
            <Text
              key={minute}
              x={(minute - model.startMinute) * GANTT.pxPerMinute + 4}
              y={10}
              text={hourLabel(minute)}
              fill="#475569"
              {...TEXT_STYLE}
              perfectDrawEnabled={false}
            />
          ))}
        </Group>
        <Rect
          x={0}
          y={GANTT.headerHeight}
          width={side}
          height={bodyHeight}
          fill="#ffffff"
          shadowColor="#000"
          shadowOpacity={0.06}
          shadowBlur={4}
          perfectDrawEnabled={false}
        />
        <Group ref={sideRef}>
          {visibleRows.map((row) => (
            <Text
              key={row.key}
              x={row.kind === 'section' ? 8 : 16}
              y={row.y + (row.kind === 'section' ? 7 : 10)}
              width={side - 20}
              text={row.kind === 'table' && row.clash ? `! ${row.label}` : row.label}
              fill={row.kind === 'section' ? '#0f172a' : row.clash ? CLASH_RED : '#334155'}
              fontStyle={row.kind === 'section' || row.clash ? 'bold' : 'normal'}
              wrap="none"
              ellipsis
              {...TEXT_STYLE}
              perfectDrawEnabled={false}
            />
          ))}
        </Group>
        <Rect x={0} y={0} width={side} height={GANTT.headerHeight} fill="#ffffff" perfectDrawEnabled={false} />
      </Layer>
    </PointerStage>
  );
});

import type { FloorTable } from '@covers/shared';
import type Konva from 'konva';
import { memo, useMemo, useRef } from 'react';
import { Group, Layer, Rect } from 'react-konva';
import { PointerStage, tableAt, tablesInView, TableFigure, type TableLook, useViewport } from '../../../../ui/canvas';
import '../../../../ui/canvas/canvas.css';

export interface LiveTableView {
  table: FloorTable;
  look: TableLook;
  /** A party sits or is expected here: it can be dragged onto another table. */
  movable: boolean;
  /** Not among the tables the toolbar's tab, filters or search pick out. */
  faded: boolean;
}

export interface FloorPlanCanvasProps {
  tables: FloorTable[];
  views: Map<string, LiveTableView>;
  onOpen(tableId: string): void;
  onMove(fromTableId: string, toTableId: string): void;
}

const MARGIN = 200;
const DRAG_THRESHOLD = 6;

const LiveTable = memo(function LiveTable({ view }: { view: LiveTableView }) {
  const { table } = view;
  return (
    <Group id={table.id} name="table" x={table.x} y={table.y} rotation={table.rotation} opacity={view.faded ? 0.3 : 1}>
      <TableFigure table={table} look={view.look} />
    </Group>
  );
});

/**
 * The live floor plan: a listening tables layer (memoised tables, only those near the visible window) and
 * a non-listening overlay for the drag ghost and the drop target. Dragging a party never re-renders React
 * nor redraws the tables: the ghost and the target outline move through refs on the overlay layer.
 */
export function FloorPlanCanvas({ tables, views, onOpen, onMove }: FloorPlanCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const { viewport, stageProps, onWheel, panBy } = useViewport(container, tables);
  const visible = useMemo(() => tablesInView(tables, viewport, MARGIN), [tables, viewport]);
  const tablesRef = useRef<Konva.Layer>(null);
  const overlayRef = useRef<Konva.Layer>(null);
  const ghostRef = useRef<Konva.Rect>(null);
  const targetRef = useRef<Konva.Rect>(null);
  const press = useRef<{
    tableId: string | null;
    start: { x: number; y: number };
    screen: { x: number; y: number };
    dragging: boolean;
  } | null>(null);
  const byId = useMemo(() => new Map(tables.map((t) => [t.id, t])), [tables]);

  const outline = (rect: Konva.Rect | null, table: FloorTable | null | undefined, offset = { x: 0, y: 0 }) => {
    if (!rect) return;
    if (!table) return void rect.visible(false);
    rect.setAttrs({
      visible: true,
      x: table.x + offset.x,
      y: table.y + offset.y,
      width: table.width,
      height: table.height,
      rotation: table.rotation,
    });
  };

  const onDown = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const stage = event.target.getStage();
    const at = stage?.getRelativePointerPosition();
    const screen = stage?.getPointerPosition();
    if (!at || !screen) return;
    const group = event.target.findAncestor('.table', true) as Konva.Node | undefined;
    press.current = { tableId: group ? group.id() : null, start: at, screen, dragging: false };
  };
  const onMoveEvent = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const current = press.current;
    const stage = event.target.getStage();
    if (!current || !stage) return;
    const screen = stage.getPointerPosition();
    const at = stage.getRelativePointerPosition();
    if (!screen || !at) return;
    if (!current.tableId) {
      panBy(current.screen.x - screen.x, current.screen.y - screen.y);
      current.screen = screen;
      return;
    }
    if (!current.dragging && Math.hypot(screen.x - current.screen.x, screen.y - current.screen.y) < DRAG_THRESHOLD) return;
    if (!views.get(current.tableId)?.movable) return;
    if (!current.dragging) {
      current.dragging = true;
      // No hit detection on the tables while a party is dragged: the drop target comes from tableAt.
      tablesRef.current?.listening(false);
    }
    const from = byId.get(current.tableId);
    outline(ghostRef.current, from, { x: at.x - current.start.x, y: at.y - current.start.y });
    const target = tableAt(tables, at);
    outline(targetRef.current, target && target.id !== current.tableId ? target : null);
    overlayRef.current?.batchDraw();
  };
  const onUp = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const current = press.current;
    press.current = null;
    if (!current?.tableId) return;
    if (!current.dragging) return onOpen(current.tableId);
    tablesRef.current?.listening(true);
    outline(ghostRef.current, null);
    outline(targetRef.current, null);
    overlayRef.current?.batchDraw();
    const at = event.target.getStage()?.getRelativePointerPosition();
    const target = at ? tableAt(tables, at) : null;
    if (target && target.id !== current.tableId) onMove(current.tableId, target.id);
  };

  return (
    <div className="plan-canvas" ref={container} data-testid="floorplan-canvas">
      {stageProps.width > 0 && (
        <PointerStage {...stageProps} onWheel={onWheel} onPress={onDown} onDrag={onMoveEvent} onRelease={onUp}>
          <Layer ref={tablesRef}>
            {visible.map((table) => {
              const view = views.get(table.id);
              return view ? <LiveTable key={table.id} view={view} /> : null;
            })}
          </Layer>
          <Layer ref={overlayRef} listening={false}>
            <Rect
              ref={targetRef}
              visible={false}
              stroke="#2563eb"
              strokeWidth={3}
              dash={[6, 4]}
              cornerRadius={4}
              perfectDrawEnabled={false}
            />
            <Rect
              ref={ghostRef}
              visible={false}
              fill="rgba(37, 99, 235, 0.25)"
              stroke="#2563eb"
              strokeWidth={1}
              cornerRadius={4}
              perfectDrawEnabled={false}
            />
          </Layer>
        </PointerStage>
      )}
    </div>
  );
}

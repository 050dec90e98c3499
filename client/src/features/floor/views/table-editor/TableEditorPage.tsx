import { DeleteOutlined, LinkOutlined, PlusOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { TABLE_SHAPES, type TableShape } from '@covers/shared';
import { Alert, Button, Dropdown, Result, Space, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanAccessGate } from '../../components/floor-access';
import { PlanCanvas } from './PlanCanvas';
import { addTable, combineTables, deleteTables, updateTables, type TableChange } from '../../plan-document';
import { PlanPicker, usePlanChoice } from '../../components/PlanPicker';
import { PlanStatus } from '../../components/PlanStatus';
import { PublishButton } from '../../components/PublishButton';
import { TableInspector } from './TableInspector';
import { usePlanEditing } from '../../hooks/use-plan-editing';
import { useUndoState } from '../../hooks/use-undo-state';
import '../../floor.css';

const SHAPE_LABEL: Record<TableShape, string> = {
  round: 'floor.shapeRound',
  square: 'floor.shapeSquare',
  rectangle: 'floor.shapeRectangle',
};

/** `/tableEditor`: the collaborative table-plan editor (one Yjs document per plan, edited by every host at once). */
export default function TableEditorPage() {
  return <PlanAccessGate>{(editable) => <TableEditor editable={editable} />}</PlanAccessGate>;
}

function TableEditor({ editable }: { editable: boolean }) {
  const choice = usePlanChoice();
  return (
    <div className="floor-editor">
      <PlanPicker choice={choice} editable={editable} />
      {choice.planId ? <PlanEditor key={choice.planId} planId={choice.planId} editable={editable} /> : choice.loading ? <Spin /> : null}
    </div>
  );
}

function PlanEditor({ planId, editable }: { planId: string; editable: boolean }) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<string[]>([]);
  const { session, layout, status, others, moveCursor } = usePlanEditing(planId, selection);
  const undoState = useUndoState(session?.undo ?? null);
  const doc = session?.doc ?? null;
  const tables = useMemo(() => layout?.tables ?? [], [layout]);

  // Tables deleted by someone else (or by an undo) leave the selection.
  useEffect(() => {
    if (!layout) return;
    const ids = new Set(layout.tables.map((table) => table.id));
    setSelection((current) => (current.every((id) => ids.has(id)) ? current : current.filter((id) => ids.has(id))));
  }, [layout]);

  const change = useCallback((changes: Map<string, TableChange>) => doc && updateTables(doc, changes), [doc]);
  const add = (shape: TableShape) => {
    if (!doc) return;
    const id = addTable(doc, shape, nextFreeSpot(tables), null, t('floorUi.defaultSectionName'));
    setSelection([id]);
  };
  const remove = useCallback(() => {
    if (!doc || selection.length === 0) return;
    deleteTables(doc, selection);
    setSelection([]);
  }, [doc, selection]);
  const combine = () => doc && combineTables(doc, selection);

  useEffect(() => {
    if (!editable || !session) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        if (event.shiftKey) session.undo.redo();
        else session.undo.undo();
      } else if (mod && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        session.undo.redo();
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        remove();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editable, session, remove]);

  if (status === 'forbidden' || status === 'notFound')
    return (
      <Result
        status={status === 'forbidden' ? '403' : '404'}
        title={t(status === 'forbidden' ? 'floorUi.noAccessTitle' : 'floor.planNotFound')}
        data-testid="plan-refused"
      />
    );

  return (
    <>
      <Space wrap className="floor-toolbar">
        {editable && (
          <>
            <Dropdown
              menu={{
                items: TABLE_SHAPES.map((shape) => ({ key: shape, label: t(SHAPE_LABEL[shape]) })),
                onClick: ({ key }) => add(key as TableShape),
              }}
              trigger={['click']}
            >
              <Button type="primary" icon={<PlusOutlined />} data-testid="add-table">
                {t('floorUi.addTable')}
              </Button>
            </Dropdown>
            <Button icon={<LinkOutlined />} disabled={selection.length < 2} onClick={combine} data-testid="combine-tables">
              {t('floorUi.combine')}
            </Button>
            <Button icon={<DeleteOutlined />} danger disabled={selection.length === 0} onClick={remove} data-testid="delete-tables">
              {t('floorUi.delete')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              disabled={!undoState.canUndo}
              onClick={() => session?.undo.undo()}
              aria-label={t('floorUi.undo')}
              data-testid="undo"
            />
            <Button
              icon={<RedoOutlined />}
              disabled={!undoState.canRedo}
              onClick={() => session?.undo.redo()}
              aria-label={t('floorUi.redo')}
              data-testid="redo"
            />
            {layout && <PublishButton planId={planId} layout={layout} onSelectTable={(id) => setSelection([id])} />}
          </>
        )}
        <PlanStatus status={status} others={others} />
      </Space>
      {!editable && <Alert type="info" showIcon message={t('floorUi.readOnly')} className="floor-note" data-testid="plan-read-only" />}
      <div className="floor-editor-body">
        {layout ? (
          <PlanCanvas
            tables={tables}
            combinations={layout.combinations}
            editable={editable}
            selection={selection}
            onSelect={setSelection}
            onChange={change}
            others={others}
            onCursor={moveCursor}
          />
        ) : (
          <Spin className="floor-loading" />
        )}
        {layout && doc && <TableInspector doc={doc} layout={layout} selection={selection} editable={editable} />}
      </div>
    </>
  );
}

/** Where a new table goes: after the last one in its row, or at the start of a new row. */
function nextFreeSpot(tables: readonly { x: number; y: number; width: number; height: number }[]): { x: number; y: number } {
  if (tables.length === 0) return { x: 40, y: 40 };
  const last = tables.reduce((a, b) => (b.y > a.y || (b.y === a.y && b.x > a.x) ? b : a));
  const x = last.x + last.width + 40;
  return x > 900 ? { x: 40, y: last.y + Math.max(last.height, 60) + 40 } : { x, y: last.y };
}

import { TABLE_SHAPES, type FloorLayout, type FloorTable } from '@covers/shared';
import { Button, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { deleteCombination, updateCombination, updateTables, type TableChange } from '../../plan-document';
import { validatePlan } from '../../plan-validation';

const SHAPE_LABEL = { round: 'floor.shapeRound', square: 'floor.shapeSquare', rectangle: 'floor.shapeRectangle' } as const;

/** The side panel: the selected table's fields (written to the document as they change) and its groups. */
export function TableInspector({
  doc,
  layout,
  selection,
  editable,
}: {
  doc: Y.Doc;
  layout: FloorLayout;
  selection: string[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const issues = useMemo(() => validatePlan(layout), [layout]);
  const table = selection.length === 1 ? layout.tables.find((candidate) => candidate.id === selection[0]) : undefined;
  const names = useMemo(() => new Map(layout.tables.map((t) => [t.id, t.name])), [layout.tables]);

  if (!table)
    return (
      <aside className="floor-inspector" data-testid="table-inspector">
        <Typography.Paragraph type="secondary">
          {selection.length > 1 ? t('floorUi.selectedCount', { count: selection.length }) : t('floorUi.noSelection')}
        </Typography.Paragraph>
      </aside>
    );

  const set = (change: TableChange) => updateTables(doc, new Map([[table.id, change]]));
  const errorOf = (field: string) => {
    const found = issues.find((issue) => issue.tableId === table.id && issue.field === field);
    return found ? { validateStatus: 'error' as const, help: t(found.messageKey) } : {};
  };
  /** A whole-number field of the table from 0 to `max`; clearing it changes nothing. */
  const wholeNumber = (field: 'minPax' | 'maxPax' | 'rotation', max: number, testId: string, addonAfter?: string) => (
    <InputNumber
      min={0}
      max={max}
      precision={0}
      addonAfter={addonAfter}
      value={table[field]}
      onChange={(value) => value !== null && set({ [field]: value })}
      data-testid={testId}
    />
  );
  /** A group's party size limit, written as it changes; clearing it changes nothing. */
  const groupPax = (group: FloorLayout['combinations'][number], field: 'minPax' | 'maxPax', label: string) => (
    <InputNumber
      size="small"
      min={0}
      max={999}
      precision={0}
      disabled={!editable}
      value={group[field]}
      aria-label={label}
      onChange={(value) => value !== null && updateCombination(doc, group.id, { [field]: value })}
    />
  );
  const groups = layout.combinations.filter((combination) => combination.tableIds.includes(table.id));

  return (
    <aside className="floor-inspector" data-testid="table-inspector">
      <Form layout="vertical" size="small" disabled={!editable}>
        <Form.Item label={t('floor.tableName')} {...errorOf('name')}>
          <NameInput key={table.id} table={table} onCommit={(name) => set({ name })} />
        </Form.Item>
        <Form.Item label={t('floor.section')} {...errorOf('sectionId')}>
          <Select
            value={table.sectionId}
            onChange={(sectionId: string) => set({ sectionId })}
            options={layout.sections.map((s) => ({ value: s.id, label: s.name }))}
            data-testid="table-section"
          />
        </Form.Item>
        <Form.Item label={t('floorUi.shape')}>
          <Select
            value={table.shape}
            onChange={(shape) => set({ shape })}
            options={TABLE_SHAPES.map((shape) => ({ value: shape, label: t(SHAPE_LABEL[shape]) }))}
          />
        </Form.Item>
        <div className="floor-inspector-fields">
          <Form.Item label={t('floor.minPartySize')} {...errorOf('minPax')}>
            {wholeNumber('minPax', 999, 'table-min-pax')}
          </Form.Item>
          <Form.Item label={t('floor.maxPartySize')} {...errorOf('maxPax')}>
            {wholeNumber('maxPax', 999, 'table-max-pax')}
          </Form.Item>
        </div>
        <Form.Item label={t('floor.rotation')}>{wholeNumber('rotation', 359, 'table-rotation', '°')}</Form.Item>
      </Form>
      {groups.length > 0 && (
        <section className="floor-groups">
          <Typography.Text strong>{t('floor.combinedTables')}</Typography.Text>
          {groups.map((group) => (
            <div key={group.id} className="floor-group" data-testid="table-group">
              <Typography.Text>{group.tableIds.map((id) => names.get(id) ?? '?').join(' + ')}</Typography.Text>
              <div className="floor-inspector-pair">
                {groupPax(group, 'minPax', t('floor.minPartySize'))}
                {groupPax(group, 'maxPax', t('floor.maxPartySize'))}
                {editable && (
                  <Button size="small" onClick={() => deleteCombination(doc, group.id)}>
                    {t('floorUi.separate')}
                  </Button>
                )}
              </div>
            </div>
          ))}
        </section>
      )}
    </aside>
  );
}

/**
 * The name is written when the host leaves the field or presses Enter, not on every key. Keyed by table, so a
 * newly selected table's field starts from its own name, never from the previous table's.
 */
function NameInput({ table, onCommit }: { table: FloorTable; onCommit(name: string): void }) {
  const [value, setValue] = useState(table.name);
  useEffect(() => setValue(table.name), [table.name]);
  const commit = () => value.trim() !== table.name && onCommit(value.trim());
  return (
    <Input
      value={value}
      maxLength={60}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      data-testid="table-name"
    />
  );
}

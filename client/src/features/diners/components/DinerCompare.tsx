import type { DinerProfile } from '@covers/shared';
import { Modal, Radio, Table, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import { useDinerTags } from '../hooks/use-diner-queries';
import { useMergeDiners } from '../hooks/use-diner-merges';
import { dinerName } from './diner-name';

/** The fields compared, in the profile's order, with their label key. */
const COMPARED = [
  ['phone', 'phone'],
  ['email', 'email'],
  ['salutation', 'salutation'],
  ['gender', 'gender'],
  ['birthday', 'birthday'],
  ['anniversary', 'anniversary'],
  ['nationality', 'nationality'],
  ['organisation', 'organisation'],
  ['membership', 'membership'],
  ['vip', 'vip'],
  ['marketing_opt_in', 'marketingOptIn'],
  ['tags', 'tags'],
  ['dining_preferences', 'diningPreferences'],
  ['seating_preferences', 'seatingPreferences'],
  ['notes', 'notes'],
  ['visit_count', 'visitCount'],
  ['cancellation_count', 'cancellationCount'],
  ['no_show_count', 'noShowCount'],
  ['last_visit', 'lastVisitDate'],
] as const satisfies readonly (readonly [keyof DinerProfile, string])[];

interface Row {
  key: string;
  label: string;
  values: [ReactNode, ReactNode];
  differs: boolean;
}

/** Two possible duplicates side by side, the fields that differ marked; Merge keeps the diner chosen. */
export function DinerCompare({ pair, onClose }: { pair: [DinerProfile, DinerProfile] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const tagNames = new Map((useDinerTags().data ?? []).map((tag) => [tag.tag_id, tag.name]));
  const merging = useMergeDiners();
  const [kept, setKept] = useState(0);
  useEffect(() => setKept(0), [pair]);
  if (!pair) return null;

  const shown = (diner: DinerProfile, field: (typeof COMPARED)[number][0]): string => {
    const value = diner[field];
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (field === 'gender') return t(`diners.gender_${String(value)}`);
    if (Array.isArray(value)) return value.map((id) => tagNames.get(id) ?? id).join(', ') || '—';
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  const rows: Row[] = [
    {
      key: 'name',
      label: t('dinersUi.name'),
      values: [dinerName(pair[0]), dinerName(pair[1])],
      differs: dinerName(pair[0]).toLowerCase() !== dinerName(pair[1]).toLowerCase(),
    },
    ...COMPARED.map(([field, label]) => {
      const values: [string, string] = [shown(pair[0], field), shown(pair[1], field)];
      return { key: field, label: t(`dinersUi.${label}`), values, differs: values[0] !== values[1] } as Row;
    }),
  ];
  const merge = () =>
    merging
      .mutateAsync({ keep_id: pair[kept].diner_id, merge_id: pair[1 - kept].diner_id })
      .then(onClose)
      .catch(() => undefined);
  const column = (index: 0 | 1) => ({
    key: `diner-${index}`,
    title: (
      <Radio checked={kept === index} onChange={() => setKept(index)} data-testid={`keep-diner-${index}`}>
        {t('dinersUi.keepThis')}
      </Radio>
    ),
    render: (_: unknown, row: Row) => <span className="diner-compare-value">{row.values[index]}</span>,
    onCell: () => ({ className: kept === index ? 'diner-compare-kept' : undefined }),
  });

  return (
    <Modal
      open
      title={t('dinersUi.compareTitle')}
      width={mobile ? '100%' : 820}
      onCancel={onClose}
      okText={t('dinersUi.merge')}
      cancelText={t('common.cancel')}
      onOk={() => void merge()}
      okButtonProps={{ loading: merging.isPending, 'data-testid': 'merge-diners' }}
      data-testid="diner-compare"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('dinersUi.mergeHint')}</Typography.Paragraph>
      <Typography.Paragraph strong data-testid="merge-summary">
        {t('dinersUi.mergeConfirm', { merged: dinerName(pair[1 - kept]), kept: dinerName(pair[kept]) })}
      </Typography.Paragraph>
      <Table<Row>
        size="small"
        className="diner-compare"
        pagination={false}
        tableLayout="fixed"
        dataSource={rows}
        rowClassName={(row) => (row.differs ? 'diner-compare-differs' : '')}
        columns={[{ key: 'field', title: t('dinersUi.field'), dataIndex: 'label', width: mobile ? 96 : 150 }, column(0), column(1)]}
      />
    </Modal>
  );
}

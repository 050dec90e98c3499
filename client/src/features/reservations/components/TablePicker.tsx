import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTableLayout } from '../hooks/use-reservation-queries';

/** One or several tables (combined), grouped by section; without a plan in service, free table names. */
export function TablePicker({ value, onChange, id }: { value?: string[]; onChange?: (value: string[]) => void; id?: string }) {
  const { t } = useTranslation();
  const layout = useTableLayout().data;
  const sections = layout?.sections ?? [];
  const tables = layout?.tables ?? [];
  const options = sections
    .map((section) => ({
      label: section.name,
      options: tables
        .filter((table) => table.sectionId === section.id)
        .map((table) => ({ value: table.id, label: `${table.name} (${table.minPax}-${table.maxPax})` })),
    }))
    .filter((group) => group.options.length > 0);
  return (
    <Select
      id={id}
      mode={tables.length > 0 ? 'multiple' : 'tags'}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('reservationsUi.tablesPlaceholder')}
      optionFilterProp="label"
      allowClear
      data-testid="table-picker"
    />
  );
}

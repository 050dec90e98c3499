import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { DATE_PRESET_KEYS, MAX_REPORT_RANGE_DAYS, presetLabelKey, type DatePresetKey, type ReportScope } from '@covers/shared';
import { Button, Checkbox, DatePicker, Select, Space, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';

export interface ReportSettings {
  preset: DatePresetKey | 'custom';
  range: { from: string; to: string };
  scope: ReportScope;
  compare: boolean;
  asOf: string | null;
}

interface ReportToolbarProps {
  /** A figure report: comparison, as-of, export and print; the activity log has its period and outlets only. */
  figures: boolean;
  value: ReportSettings;
  onChange: (next: ReportSettings) => void;
  onExport: () => void;
  onPrint: () => void;
  canExport: boolean;
}

const tooFar = (day: Dayjs, from: Dayjs | undefined) => !!from && Math.abs(day.diff(from, 'day')) >= MAX_REPORT_RANGE_DAYS;

/** The question a report answers: period (a preset of spec §9 or a custom range), outlets, comparison, as of when; and its export and print. */
export function ReportToolbar({ figures, value, onChange, onExport, onPrint, canExport }: ReportToolbarProps) {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const set = (patch: Partial<ReportSettings>) => onChange({ ...value, ...patch });
  return (
    <Space wrap className="report-toolbar" data-testid="report-toolbar">
      <Select
        aria-label={t('reportsUi.period')}
        value={value.preset}
        onChange={(preset) => set({ preset })}
        options={[...DATE_PRESET_KEYS, 'custom' as const].map((p) => ({ value: p, label: t(presetLabelKey(p)) }))}
        popupMatchSelectWidth={false}
        data-testid="report-preset"
      />
      {value.preset === 'custom' && (
        <DatePicker.RangePicker
          value={[dayjs(value.range.from), dayjs(value.range.to)]}
          allowClear={false}
          inputReadOnly={mobile}
          aria-label={t('reportsUi.period')}
          disabledDate={(day, info) => tooFar(day, info.from)}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) set({ range: { from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') } });
          }}
          data-testid="report-range"
        />
      )}
      <Select
        aria-label={t('reportsUi.scope')}
        value={value.scope}
        onChange={(scope) => set({ scope })}
        options={[
          { value: 'outlet', label: t('reportsUi.scope_outlet') },
          { value: 'group', label: t('reportsUi.scope_group') },
        ]}
        popupMatchSelectWidth={false}
        data-testid="report-scope"
      />
      {figures && (
        <>
          <Checkbox checked={value.compare} onChange={(e) => set({ compare: e.target.checked })} data-testid="report-compare">
            {t('reportsUi.compare')}
          </Checkbox>
          <Tooltip title={t('reportsUi.asOfHint')}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder={`${t('reportsUi.asOf')}: ${t('reportsUi.asOfNow')}`}
              value={value.asOf ? dayjs(value.asOf) : null}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
              inputReadOnly={mobile}
              onChange={(moment) => set({ asOf: moment ? moment.toISOString() : null })}
              aria-label={t('reportsUi.asOf')}
              data-testid="report-as-of"
            />
          </Tooltip>
          <Button icon={<DownloadOutlined />} onClick={onExport} disabled={!canExport} data-testid="report-export">
            {t('reportsUi.exportCsv')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={onPrint} data-testid="report-print">
            {t('reportsUi.print')}
          </Button>
        </>
      )}
    </Space>
  );
}

import { CUTOFF_RELATIVE_TO, type Cutoff } from '@covers/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

const LABELS = { slot: 'availabilityUi.relativeToSlot', serviceStart: 'availabilityUi.relativeToServiceStart' } as const;

/** What a cut-off counts back from: the online slot or the service start. */
export function CutoffRelativeToSelect(props: {
  id?: string;
  value?: Cutoff['relativeTo'];
  onChange?: (value: Cutoff['relativeTo']) => void;
  allowClear?: boolean;
}) {
  const { t } = useTranslation();
  return <Select {...props} style={{ minWidth: 150 }} options={CUTOFF_RELATIVE_TO.map((value) => ({ value, label: t(LABELS[value]) }))} />;
}

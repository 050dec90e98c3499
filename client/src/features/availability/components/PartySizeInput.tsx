import { InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The toolbar's labelled party size (1 to 99); clearing it goes back to 2. */
export function PartySizeInput({ value, onChange }: { value: number; onChange: (pax: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text>{t('availabilityUi.partySize')}</Typography.Text>
      <InputNumber
        min={1}
        max={99}
        precision={0}
        value={value}
        onChange={(next) => onChange(next ?? 2)}
        aria-label={t('availabilityUi.partySize')}
      />
    </>
  );
}

import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from './feedback';

/** A link or a code snippet to copy: shown read-only, with a Copy button. */
export function CopyField({ value, multiline = false, testId }: { value: string; multiline?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const copy = () => void navigator.clipboard?.writeText(value).then(() => notifySuccess(t('common.copied')));
  return (
    <Space.Compact block className="copy-field">
      {multiline ? (
        <Input.TextArea value={value} readOnly autoSize={{ minRows: 2, maxRows: 5 }} data-testid={testId} />
      ) : (
        <Input value={value} readOnly data-testid={testId} />
      )}
      <Button icon={<CopyOutlined />} onClick={copy}>
        {t('common.copy')}
      </Button>
    </Space.Compact>
  );
}

import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="500"
      title={t('routes.serverError')}
      subTitle={t('shell.serverErrorBody')}
      extra={
        <Space>
          <Button type="primary" href="/">
            {t('shell.backToMain')}
          </Button>
          <Button onClick={() => window.history.back()}>{t('shell.reload')}</Button>
        </Space>
      }
    />
  );
}

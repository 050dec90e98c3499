import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('routes.notFound')}
      subTitle={t('shell.notFoundBody')}
      extra={
        <Link to="/">
          <Button type="primary">{t('shell.backToMain')}</Button>
        </Link>
      }
    />
  );
}

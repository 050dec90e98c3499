import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Back to the Diner Directory, from a diner's own pages. */
export function DirectoryLink() {
  const { t } = useTranslation();
  return (
    <Link to="/DinerDirectory">
      <ArrowLeftOutlined /> {t('routes.dinerDirectory')}
    </Link>
  );
}

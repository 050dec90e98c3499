import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The body of a screen whose feature is not built yet: the layout already shows its frame and title. */
export function ScreenFrame() {
  const { t } = useTranslation();
  return <Empty className="screen-frame-empty" description={t('shell.screenNoContent')} data-testid="screen-frame" />;
}

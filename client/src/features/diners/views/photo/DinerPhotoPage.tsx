import { Alert, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMayEdit } from '../../../../session/permissions';
import { DinerAvatar, DinerPhotoActions } from '../../components/DinerPhoto';
import { DinerPageTitle } from '../../components/DinerPageTitle';
import { DirectoryLink } from '../../components/DirectoryLink';
import { useDinerProfile } from '../../hooks/use-diner-queries';
import '../../diners.css';

/** /uploadDinerPic?diner_id=…: a diner's photo, large, to upload, replace or remove (Diner Management at All Access). */
export default function DinerPhotoPage() {
  const { t } = useTranslation();
  const editable = useMayEdit('dinerManagement');
  const dinerId = useSearchParams()[0].get('diner_id') ?? '';
  const profile = useDinerProfile(dinerId || null);

  if (!dinerId) return <Result status="info" title={t('dinersUi.chooseDinerFirst')} extra={<DirectoryLink />} />;
  if (profile.isError) return <Result status="404" title={t('diners.dinerNotFound')} extra={<DirectoryLink />} />;
  const diner = profile.data;
  return (
    <Card className="diners-page diner-photo-page" data-testid="diner-photo-page">
      <Space direction="vertical" size="middle" className="diners-block">
        <DirectoryLink />
        {diner ? (
          <>
            <DinerPageTitle diner={diner} testId="diner-photo-name" />
            <div className="diner-photo-panel">
              <DinerAvatar diner={diner} size={240} />
              <div className="diner-photo-controls">
                {editable ? <DinerPhotoActions diner={diner} dragger /> : <Alert type="info" showIcon message={t('dinersUi.viewOnly')} />}
                {!diner.photo_version && <Typography.Text type="secondary">{t('dinersUi.noPhoto')}</Typography.Text>}
              </div>
            </div>
          </>
        ) : (
          <Skeleton active avatar={{ size: 240, shape: 'square' }} />
        )}
      </Space>
    </Card>
  );
}

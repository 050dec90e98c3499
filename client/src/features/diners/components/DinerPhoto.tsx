import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { DINER_PHOTO_TYPES, type DinerProfile } from '@covers/shared';
import { Avatar, Button, Popconfirm, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMayEdit } from '../../../session/permissions';
import { useDinerPhotoUrl, useDinerPhotoUpload } from '../hooks/use-diner-photo';
import { useRemoveDinerPhoto } from '../hooks/use-diner-writes';
import { dinerInitials } from './diner-initials';
import { dinerName } from './diner-name';

type PhotoDiner = Pick<DinerProfile, 'diner_id' | 'salutation' | 'first_name' | 'last_name' | 'photo_version'>;

/** The diner's photo, or their initials until there is one. */
export function DinerAvatar({ diner, size }: { diner: PhotoDiner; size: number }) {
  const { t } = useTranslation();
  const url = useDinerPhotoUrl(diner.diner_id, diner.photo_version);
  return (
    <Avatar
      size={size}
      shape="square"
      src={url}
      alt={t('dinersUi.photoAlt', { name: dinerName(diner) })}
      className="diner-avatar"
      data-testid="diner-photo-image"
      data-photo-version={url ? diner.photo_version : undefined}
    >
      {dinerInitials(diner)}
    </Avatar>
  );
}

/** Upload (or replace) and remove the photo: for Diner Management at All Access only. */
export function DinerPhotoActions({ diner, dragger = false }: { diner: PhotoDiner; dragger?: boolean }) {
  const { t } = useTranslation();
  const upload = useDinerPhotoUpload(diner.diner_id);
  const removing = useRemoveDinerPhoto();
  if (!useMayEdit('dinerManagement')) return null;
  const picker = { accept: DINER_PHOTO_TYPES.join(','), showUploadList: false, beforeUpload: upload.send, disabled: upload.isPending };
  const label = t(diner.photo_version ? 'dinersUi.replacePhoto' : 'dinersUi.uploadPhoto');
  const remove = diner.photo_version && (
    <Popconfirm title={t('dinersUi.removePhotoConfirm')} onConfirm={() => removing.mutate({ diner_id: diner.diner_id })}>
      <Button danger icon={<DeleteOutlined />} loading={removing.isPending} data-testid="diner-photo-remove">
        {t('dinersUi.removePhoto')}
      </Button>
    </Popconfirm>
  );
  if (dragger)
    return (
      <Space direction="vertical" className="diners-block" data-testid="diner-photo-dragger">
        <Upload.Dragger {...picker}>
          <p className="ant-upload-drag-icon">
            <PictureOutlined />
          </p>
          <p className="ant-upload-text">{upload.isPending ? t('shell.loading') : t('dinersUi.choosePhoto')}</p>
          <p className="ant-upload-hint">{t('dinersUi.photoHint')}</p>
        </Upload.Dragger>
        {remove}
      </Space>
    );
  return (
    <Space wrap size={8}>
      <Upload {...picker}>
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="diner-photo-upload">
          {label}
        </Button>
      </Upload>
      {remove}
    </Space>
  );
}

/** The profile's photo: the picture, its buttons for editors and the way to the diner's photo page. */
export function DinerPhoto({ diner }: { diner: PhotoDiner }) {
  const { t } = useTranslation();
  return (
    <Space align="center" size="middle" data-testid="diner-photo">
      <DinerAvatar diner={diner} size={88} />
      <Space direction="vertical" size={6}>
        <DinerPhotoActions diner={diner} />
        <Link to={`/uploadDinerPic?diner_id=${encodeURIComponent(diner.diner_id)}`} data-testid="diner-photo-page-link">
          <PictureOutlined /> {t('dinersUi.photoPageLink')}
        </Link>
      </Space>
    </Space>
  );
}

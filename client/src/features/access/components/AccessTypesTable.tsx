import { PERMISSION_NAMES, type UacRole } from '@covers/shared';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelLabelKey } from './permission-labels';

interface Props {
  roles: UacRole[];
  editable: boolean;
  onAdd: () => void;
  onEdit: (role: UacRole) => void;
  onDelete: (role: UacRole) => void;
}

/** The group's access types with each permission's level; the defaults are fixed. */
export function AccessTypesTable({ roles, editable, onAdd, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size="middle" className="uac-block">
      {editable && (
        <Space wrap className="uac-toolbar">
          <Button type="primary" onClick={onAdd} data-testid="uac-add-role">
            {t('accessUi.addAccessType')}
          </Button>
          <Typography.Text type="secondary">{t('accessUi.defaultLocked')}</Typography.Text>
        </Space>
      )}
      <Table<UacRole>
        data-testid="uac-roles"
        rowKey="access_type_id"
        size="middle"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={roles}
        columns={[
          {
            key: 'name',
            title: t('accessUi.accessTypeName'),
            fixed: 'left',
            render: (_, role) => (
              <Space direction="vertical" size={0}>
                <Space size={4}>
                  <Typography.Text strong>{role.name}</Typography.Text>
                  {role.is_default && <Tag>{t('accessUi.defaultType')}</Tag>}
                </Space>
                <Typography.Text type="secondary">{t('accessUi.userCount', { count: role.user_count })}</Typography.Text>
              </Space>
            ),
          },
          ...PERMISSION_NAMES.map((permission) => ({
            key: permission,
            title: t(`accessUi.permission_${permission}`),
            render: (_: unknown, role: UacRole) => {
              const level = role.permissions[permission];
              return (
                <Tag color={level === 'all' ? 'green' : level === 'view' ? 'gold' : 'default'}>{t(levelLabelKey(permission, level))}</Tag>
              );
            },
          })),
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, role: UacRole) =>
                    role.is_default ? null : (
                      <Space>
                        <Button size="small" onClick={() => onEdit(role)} aria-label={`${t('accessUi.edit')} ${role.name}`}>
                          {t('accessUi.edit')}
                        </Button>
                        <Button size="small" danger onClick={() => onDelete(role)} aria-label={`${t('accessUi.delete')} ${role.name}`}>
                          {t('accessUi.delete')}
                        </Button>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

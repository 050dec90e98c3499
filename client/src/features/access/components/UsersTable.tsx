import type { UacRole, UacUser, UacUsersResult } from '@covers/shared';
import { Button, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const UNASSIGNED = 'unassigned';

/** Does the user match the outlet and access type filters (an access type filter alone matches any outlet)? */
function matches(user: UacUser, rid: number | null, accessType: string | null): boolean {
  return user.outlets.some(
    (o) =>
      (rid === null || o.rid === rid) &&
      (accessType === null || (accessType === UNASSIGNED ? o.access_type_id === null : o.access_type_id === accessType)),
  );
}

interface Props {
  data: UacUsersResult;
  roles: UacRole[];
  editable: boolean;
  onAdd: () => void;
  onEdit: (user: UacUser) => void;
  onDelete: (user: UacUser) => void;
}

/** The group's users, filterable by outlet and access type. */
export function UsersTable({ data, roles, editable, onAdd, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const [rid, setRid] = useState<number | null>(null);
  const [chosenType, setAccessType] = useState<string | null>(null);
  // A deleted access type no longer filters.
  const accessType = chosenType === UNASSIGNED || roles.some((r) => r.access_type_id === chosenType) ? chosenType : null;
  const outletName = new Map(data.outlets.map((o) => [o.rid, o.name]));
  const users = rid === null && accessType === null ? data.users : data.users.filter((user) => matches(user, rid, accessType));
  return (
    <Space direction="vertical" size="middle" className="uac-block">
      <Space wrap className="uac-toolbar">
        <Select
          data-testid="uac-filter-outlet"
          aria-label={t('accessUi.outlet')}
          className="uac-filter"
          value={rid ?? 0}
          onChange={(value: number) => setRid(value === 0 ? null : value)}
          options={[{ value: 0, label: t('accessUi.allOutlets') }, ...data.outlets.map((o) => ({ value: o.rid, label: o.name }))]}
        />
        <Select
          data-testid="uac-filter-type"
          aria-label={t('accessUi.accessType')}
          className="uac-filter"
          value={accessType ?? ''}
          onChange={(value: string) => setAccessType(value === '' ? null : value)}
          options={[
            { value: '', label: t('accessUi.allAccessTypes') },
            ...roles.map((r) => ({ value: r.access_type_id, label: r.name })),
            { value: UNASSIGNED, label: t('access.unassigned') },
          ]}
        />
        {editable && (
          <Button type="primary" onClick={onAdd} data-testid="uac-add-user">
            {t('accessUi.addUser')}
          </Button>
        )}
      </Space>
      <Table<UacUser>
        data-testid="uac-users"
        rowKey="user_uid"
        size="middle"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={users}
        locale={{ emptyText: t('accessUi.noUsers') }}
        columns={[
          {
            key: 'name',
            title: t('accessUi.staffName'),
            render: (_, user) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{user.staff_name}</Typography.Text>
                {user.position_title && <Typography.Text type="secondary">{user.position_title}</Typography.Text>}
              </Space>
            ),
          },
          { key: 'userId', title: t('accessUi.userId'), dataIndex: 'username' },
          // A phone shows who and their access; e-mail and phone are in the edit form.
          { key: 'email', title: t('accessUi.email'), dataIndex: 'email', responsive: ['md'] },
          { key: 'phone', title: t('accessUi.phone'), dataIndex: 'phone', responsive: ['md'] },
          {
            key: 'access',
            title: t('accessUi.accessPerOutlet'),
            render: (_, user) => (
              <Space size={[4, 4]} wrap>
                {user.outlets.map((o) => (
                  <Tag key={o.rid} color={o.access_type_id ? 'blue' : 'default'}>
                    {outletName.get(o.rid) ?? o.rid}: {o.access_type ?? t('access.unassigned')}
                  </Tag>
                ))}
              </Space>
            ),
          },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, user: UacUser) => (
                    <Space>
                      <Button size="small" onClick={() => onEdit(user)} aria-label={`${t('accessUi.edit')} ${user.username}`}>
                        {t('accessUi.edit')}
                      </Button>
                      <Button size="small" danger onClick={() => onDelete(user)} aria-label={`${t('accessUi.delete')} ${user.username}`}>
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

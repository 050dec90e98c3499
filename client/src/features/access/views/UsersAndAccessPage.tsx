import type { UacRole, UacUser } from '@covers/shared';
import { Alert, Card, List, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayEdit } from '../../../session/permissions';
import { useSession } from '../../../session/use-session';
import { AccessTypeModal } from '../components/AccessTypeModal';
import { AccessTypesTable } from '../components/AccessTypesTable';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { OutletFeaturesPanel } from '../components/OutletFeaturesPanel';
import { UserFormDrawer } from '../components/UserFormDrawer';
import { UsersTable } from '../components/UsersTable';
import { useUacRoles, useUacUsers } from '../hooks/use-access-queries';
import { useDeleteRole, useDeleteUser } from '../hooks/use-access-writes';
import '../access.css';

type Editing<T> = { item: T | null } | null;

/** The outlets where the caller may grant access: User Access Control at All Access (a super-admin: all). */
function useAdministeredRids(groupRids: number[]): number[] {
  const { user, outlets } = useSession();
  if (user?.super_admin) return groupRids;
  return outlets.filter((o) => o.permissions.userAccessControl === 'all' && groupRids.includes(o.rid)).map((o) => o.rid);
}

/** /usersandAccess: the group's users and access types (spec §5, §6). View Only shows them without edit controls. */
export default function UsersAndAccessPage() {
  const { t } = useTranslation();
  const editable = useMayEdit('userAccessControl');
  const superAdmin = useSession().user?.super_admin === true;
  const users = useUacUsers();
  const roles = useUacRoles();
  const [editingUser, setEditingUser] = useState<Editing<UacUser>>(null);
  const [editingRole, setEditingRole] = useState<Editing<UacRole>>(null);
  const [deletingUser, setDeletingUser] = useState<UacUser | null>(null);
  const [deletingRole, setDeletingRole] = useState<UacRole | null>(null);
  const deleteUser = useDeleteUser();
  const deleteRole = useDeleteRole();
  const administered = useAdministeredRids(users.data?.outlets.map((o) => o.rid) ?? []);
  if (!users.data || !roles.data) return <Spin />;
  const roleList = roles.data.roles;
  const holders = deletingRole
    ? users.data.users.filter((u) => u.outlets.some((o) => o.access_type_id === deletingRole.access_type_id))
    : [];

  return (
    <Card className="uac-page" data-testid="users-and-access">
      {!editable && <Alert type="info" showIcon message={t('accessUi.viewOnly')} className="uac-notice" />}
      <Tabs
        items={[
          {
            key: 'users',
            label: t('accessUi.tabUsers'),
            children: (
              <UsersTable
                data={users.data}
                roles={roleList}
                editable={editable}
                onAdd={() => setEditingUser({ item: null })}
                onEdit={(item) => setEditingUser({ item })}
                onDelete={setDeletingUser}
              />
            ),
          },
          {
            key: 'roles',
            label: t('accessUi.tabAccessTypes'),
            children: (
              <AccessTypesTable
                roles={roleList}
                editable={editable}
                onAdd={() => setEditingRole({ item: null })}
                onEdit={(item) => setEditingRole({ item })}
                onDelete={setDeletingRole}
              />
            ),
          },
          ...(superAdmin ? [{ key: 'features', label: t('accessUi.featureFlags'), children: <OutletFeaturesPanel /> }] : []),
        ]}
      />
      {editable && (
        <>
          <UserFormDrawer
            open={editingUser !== null}
            user={editingUser?.item ?? null}
            data={users.data}
            roles={roleList}
            administered={administered}
            onClose={() => setEditingUser(null)}
          />
          <AccessTypeModal open={editingRole !== null} role={editingRole?.item ?? null} onClose={() => setEditingRole(null)} />
          <DeleteConfirm
            open={deletingUser !== null}
            title={t('accessUi.deleteUserTitle', { name: deletingUser?.staff_name })}
            pending={deleteUser.isPending}
            onCancel={() => setDeletingUser(null)}
            onConfirm={() =>
              deletingUser && deleteUser.mutate({ user_uid: deletingUser.user_uid }, { onSuccess: () => setDeletingUser(null) })
            }
          >
            {t('accessUi.deleteUserBody', { name: deletingUser?.staff_name })}
          </DeleteConfirm>
          <DeleteConfirm
            open={deletingRole !== null}
            title={t('accessUi.deleteAccessTypeTitle', { name: deletingRole?.name })}
            pending={deleteRole.isPending}
            onCancel={() => setDeletingRole(null)}
            onConfirm={() =>
              deletingRole && deleteRole.mutate({ access_type_id: deletingRole.access_type_id }, { onSuccess: () => setDeletingRole(null) })
            }
          >
            {holders.length === 0 ? (
              <Typography.Text>{t('accessUi.deleteAccessTypeNoUsers')}</Typography.Text>
            ) : (
              <List
                data-testid="uac-role-holders"
                size="small"
                header={t('accessUi.deleteAccessTypeUnassigns')}
                dataSource={holders}
                renderItem={(u) => <List.Item>{`${u.staff_name} (${u.username})`}</List.Item>}
              />
            )}
          </DeleteConfirm>
        </>
      )}
    </Card>
  );
}

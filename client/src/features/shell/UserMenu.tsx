import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../app/services';
import { useSession } from '../../session/use-session';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: [{ key: 'signOut', icon: <LogoutOutlined />, label: t('shell.signOut'), onClick: () => void signOut() }] }}
    >
      <Button type="text" icon={<UserOutlined />} data-testid="user-menu">
        {user?.staff_name ?? user?.username}
      </Button>
    </Dropdown>
  );
}

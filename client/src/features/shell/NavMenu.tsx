import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { routeTitleKey } from '../../app/route-title';
import { messageKey } from '../../i18n/message-key';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { navGroupsFor } from './nav-items';

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, outlet } = useSession();
  const items = navGroupsFor(user, outlet).map((group) => ({
    type: 'group' as const,
    key: group.label,
    label: t(messageKey('shell', group.label)),
    children: group.items.map((item) => ({ key: item.path, label: t(routeTitleKey(item.title)) })),
  }));
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}

import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NAV_GROUPS } from './nav-items';

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = NAV_GROUPS.map((group) => ({
    type: 'group' as const,
    key: group.label,
    label: t(`shell.${group.label}`),
    children: group.items.map((item) => ({ key: item.path, label: t(`routes.${item.title}`) })),
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

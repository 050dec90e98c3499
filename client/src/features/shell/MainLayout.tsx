import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitleKey, type RouteHandle } from '../../app/route-title';
import { Outlet, useMatches } from 'react-router-dom';
import { FEATURES } from '../../app/features';
import { useEdition } from '../../edition/use-edition';
import { LiveConnector } from '../../live/LiveConnector';
import { OutletAccessSync } from '../../session/OutletAccessSync';
import { NotificationBell } from '../notifications/components/NotificationBell';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LiveStatusBadge } from './LiveStatusBadge';
import { NavMenu } from './NavMenu';
import { OutletSwitcher } from './OutletSwitcher';
import { PageLoading } from './PageLoading';
import { UserMenu } from './UserMenu';

function useScreenTitle(): string {
  const { t } = useTranslation();
  const title = [...useMatches()]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  return title ? t(routeTitleKey(title)) : t('shell.product');
}

const LISTENERS = FEATURES.flatMap((feature) => feature.listeners ?? []);

/**
 * The signed-in frame: navigation to every area, the screen title, outlet switcher, live status, language and user menu.
 * The screen keeps its place in the tree whichever edition frames it, so crossing the breakpoint (a tablet turned)
 * changes the chrome around the screen without remounting it: its open drawers and unsaved input stay.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const edition = useEdition();
  const title = useScreenTitle();
  return (
    <Layout className={`main-layout main-layout--${edition}`} data-testid={`layout-${edition}`}>
      <LiveConnector />
      <OutletAccessSync />
      {LISTENERS.map((Listener) => (
        <Listener key={Listener.name} />
      ))}
      {edition === 'desktop' && (
        <Layout.Sider width={232} theme="light" className="main-sider">
          <div className="brand">{t('shell.product')}</div>
          <NavMenu />
        </Layout.Sider>
      )}
      <Layout>
        {edition === 'mobile' ? <MobileHeader title={title} /> : <DesktopHeader title={title} />}
        <Layout.Content className="main-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function DesktopHeader({ title }: { title: string }) {
  return (
    <Layout.Header className="main-header">
      <Typography.Title level={4} className="screen-title" data-testid="screen-title">
        {title}
      </Typography.Title>
      <Space size="middle" wrap>
        <LiveStatusBadge />
        <NotificationBell />
        <OutletSwitcher />
        <LanguageSwitcher />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}

function MobileHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Layout.Header className="mobile-header">
        <Button type="text" icon={<MenuOutlined />} aria-label={t('shell.menu')} onClick={() => setOpen(true)} data-testid="mobile-menu" />
        <Typography.Title level={5} className="screen-title" data-testid="screen-title">
          {title}
        </Typography.Title>
        <NotificationBell />
        <LiveStatusBadge />
      </Layout.Header>
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" width="80%" title={t('shell.product')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <OutletSwitcher />
          <LanguageSwitcher />
          <UserMenu />
        </Space>
        <NavMenu onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../app/router';
import { useEdition } from '../../edition/use-edition';
import { LiveConnector } from '../../live/LiveConnector';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LiveStatusBadge } from './LiveStatusBadge';
import { NavMenu } from './NavMenu';
import { OutletSwitcher } from './OutletSwitcher';
import { PageLoading } from './PageLoading';
import { UserMenu } from './UserMenu';

function useScreenTitle(): string {
  const { t } = useTranslation();
  const title = [...useMatches()].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find(Boolean);
  return title ? t(`routes.${title}`) : t('shell.product');
}

/** The signed-in frame: navigation to every area, the screen title, outlet switcher, live status, language and user menu. */
export function MainLayout() {
  const edition = useEdition();
  const title = useScreenTitle();
  const content = (
    <Layout.Content className="main-content">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
  return (
    <Layout className={`main-layout main-layout--${edition}`} data-testid={`layout-${edition}`}>
      <LiveConnector />
      {edition === 'mobile' ? <MobileFrame title={title}>{content}</MobileFrame> : <DesktopFrame title={title}>{content}</DesktopFrame>}
    </Layout>
  );
}

function DesktopFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Layout.Sider width={232} theme="light" className="main-sider">
        <div className="brand">{t('shell.product')}</div>
        <NavMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="main-header">
          <Typography.Title level={4} className="screen-title" data-testid="screen-title">
            {title}
          </Typography.Title>
          <Space size="middle" wrap>
            <LiveStatusBadge />
            <OutletSwitcher />
            <LanguageSwitcher />
            <UserMenu />
          </Space>
        </Layout.Header>
        {children}
      </Layout>
    </>
  );
}

function MobileFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Layout>
      <Layout.Header className="mobile-header">
        <Button type="text" icon={<MenuOutlined />} aria-label={t('shell.menu')} onClick={() => setOpen(true)} data-testid="mobile-menu" />
        <Typography.Title level={5} className="screen-title" data-testid="screen-title">
          {title}
        </Typography.Title>
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
      {children}
    </Layout>
  );
}

import {
  CalendarOutlined,
  ClockCircleOutlined,
  GlobalOutlined,
  LikeOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  StopOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeTitleKey } from '../../../app/route-title';
import { messageKey } from '../../../i18n/message-key';
import { useSession } from '../../../session/use-session';
import { settingsGroupsFor, type SettingsIcon } from '../settings-cards';
import '../settings.css';

const ICONS: Record<SettingsIcon, ReactNode> = {
  schedule: <CalendarOutlined />,
  tables: <TableOutlined />,
  online: <GlobalOutlined />,
  phone: <PhoneOutlined />,
  social: <LikeOutlined />,
  seats: <StopOutlined />,
  tags: <TagsOutlined />,
  sender: <MailOutlined />,
  templates: <MessageOutlined />,
  queues: <ClockCircleOutlined />,
  users: <TeamOutlined />,
};

/** /setting and /settings: every settings page the caller may open at the current outlet, by group. */
export default function SettingsHubPage() {
  const { t } = useTranslation();
  const { user, outlet } = useSession();
  const groups = settingsGroupsFor(user, outlet);
  if (groups.length === 0) return <Empty description={t('settingsHub.empty')} data-testid="settings-empty" />;
  return (
    <div className="settings-hub" data-testid="settings-hub">
      <Typography.Paragraph type="secondary">{t('settingsHub.intro')}</Typography.Paragraph>
      {groups.map((group) => (
        <section key={group.label} className="settings-hub-group" data-testid={`settings-group-${group.label}`}>
          <Typography.Title level={5}>{t(messageKey('settingsHub', group.label))}</Typography.Title>
          <div className="settings-hub-cards">
            {group.cards.map((card) => (
              <Link key={card.path} to={card.path} className="settings-hub-link" data-testid={`settings-card-${card.path.slice(1)}`}>
                <Card hoverable size="small" className="settings-hub-card">
                  <Card.Meta
                    avatar={<span className="settings-hub-icon">{ICONS[card.icon]}</span>}
                    title={t(routeTitleKey(card.title))}
                    description={t(messageKey('settingsHub', card.body))}
                  />
                </Card>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

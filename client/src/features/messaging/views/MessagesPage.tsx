import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MessageLog } from '../components/MessageLog';
import MessageTemplatesPage from './MessageTemplatesPage';

const TABS = ['templates', 'log'] as const;

/** /message: the outlet's message templates and, beside them, the log of every message sent (`?tab=log`). */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'log' ? 'log' : 'templates';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'log' ? { tab: key } : {}, { replace: true })}
      items={TABS.map((key) => ({
        key,
        label: <span data-testid={`messages-tab-${key}`}>{t(`messagingUi.tab_${key}`)}</span>,
        children: key === 'log' ? <MessageLog /> : <MessageTemplatesPage />,
      }))}
      destroyOnHidden
    />
  );
}

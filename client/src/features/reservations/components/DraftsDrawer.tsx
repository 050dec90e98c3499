import { Button, Drawer, Empty, List, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import type { Draft } from '@covers/shared';
import { useDrafts } from '../hooks/use-reservation-queries';
import { useDeleteDraft } from '../hooks/use-reservation-writes';

/** The outlet's unfinished forms, newest first: continue one (it becomes a reservation or waitlist entry) or delete it. */
export function DraftsDrawer({ open, onClose, onContinue }: { open: boolean; onClose: () => void; onContinue: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const edition = useEdition();
  const drafts = useDrafts(open);
  const remove = useDeleteDraft(() => t('reservationsUi.draftDeleted'));
  const name = (data: Record<string, unknown>) =>
    [data.first_name, data.last_name].filter(Boolean).join(' ') || t('reservationsUi.untitledDraft');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('reservationsUi.drafts')}
      width={edition === 'mobile' ? '100%' : 420}
      data-testid="drafts-drawer"
    >
      <List
        loading={drafts.isLoading}
        dataSource={drafts.data?.drafts ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} /> }}
        renderItem={(draft) => (
          <List.Item
            actions={[
              <Button key="open" type="link" onClick={() => onContinue(draft)}>
                {t('reservationsUi.openDraft')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('reservationsUi.deleteDraft')}
                onConfirm={() => remove.mutateAsync(draft.draft_id)}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
              >
                <Button type="link" danger>
                  {t('reservationsUi.deleteDraft')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={name(draft.data)}
              description={
                <Space size={4} wrap>
                  <Typography.Text type="secondary">{[draft.data.date, draft.data.time].filter(Boolean).join(' ')}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('reservationsUi.draftUpdatedAt', { time: dayjs(draft.updated_at).format('YYYY-MM-DD HH:mm') })}
                  </Typography.Text>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}

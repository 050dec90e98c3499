import type { DinerListRow } from '@covers/shared';
import { Button, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDinerSuggestions } from '../hooks/use-diner-suggestions';
import { dinerName } from './diner-name';

/** The group's diners the host may mean while typing a name or phone: who they are and how their visits went. */
export function DinerSuggestions({
  typed,
  pickedId,
  onPick,
}: {
  typed: string;
  pickedId: string | undefined;
  onPick: (diner: DinerListRow) => void;
}) {
  const { t } = useTranslation();
  const diners = (useDinerSuggestions(typed).data ?? []).filter((d) => d.diner_id !== pickedId);
  if (!typed.trim() || diners.length === 0) return null;
  return (
    <div className="diner-suggestions" data-testid="diner-suggestions">
      <Typography.Text type="secondary">{t('dinersUi.suggestions')}</Typography.Text>
      <List
        size="small"
        dataSource={diners}
        renderItem={(diner) => (
          <List.Item
            data-testid="diner-suggestion"
            actions={[
              <Button key="use" size="small" onClick={() => onPick(diner)}>
                {t('dinersUi.useDiner')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space size={4} wrap>
                  <span>{dinerName(diner)}</span>
                  {diner.vip && <Tag color="gold">{t('reservationsUi.vip')}</Tag>}
                </Space>
              }
              description={
                <Space size={4} wrap split="·">
                  {diner.phone && <span>{diner.phone}</span>}
                  <span>{t('dinersUi.visits', { count: diner.visit_count })}</span>
                  <span>{t('dinersUi.noShows', { count: diner.no_show_count })}</span>
                  {diner.last_visit && <span>{t('dinersUi.lastVisit', { date: diner.last_visit })}</span>}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}

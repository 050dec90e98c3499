import { CloudUploadOutlined } from '@ant-design/icons';
import type { FloorLayout } from '@covers/shared';
import { Button, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishPlan } from '../hooks/use-plan-writes';
import { issuesOf, validatePlan, type PlanIssue } from '../plan-validation';

/**
 * Publishes the plan: the rules of spec §5 are checked here first (the server checks them again), and
 * each problem is listed with its table; clicking one selects that table.
 */
export function PublishButton({ planId, layout, onSelectTable }: { planId: string; layout: FloorLayout; onSelectTable(id: string): void }) {
  const { t } = useTranslation();
  const [issues, setIssues] = useState<PlanIssue[]>([]);
  // FLOOR_LAYOUT_INVALID: the draft broke the shared rules; its fields name each element.
  const publishing = usePublishPlan(
    () => t('floorUi.published'),
    (fields) => setIssues(issuesOf(layout, fields)),
  );

  const publish = () => {
    const local = validatePlan(layout);
    if (local.length) return setIssues(local);
    publishing.publish({ planId });
  };

  return (
    <>
      <Button icon={<CloudUploadOutlined />} loading={publishing.isPending} onClick={publish} data-testid="publish-plan">
        {t('floor.publish')}
      </Button>
      <Modal
        open={issues.length > 0}
        title={t('floor.layoutInvalid')}
        onCancel={() => setIssues([])}
        footer={null}
        data-testid="publish-issues"
      >
        <List
          size="small"
          dataSource={issues}
          renderItem={(issue) => (
            <List.Item
              className={issue.tableId ? 'floor-issue floor-issue-link' : 'floor-issue'}
              onClick={() => {
                if (!issue.tableId) return;
                onSelectTable(issue.tableId);
                setIssues([]);
              }}
            >
              <Typography.Text strong>{issue.element}</Typography.Text> {t(issue.messageKey)}
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}

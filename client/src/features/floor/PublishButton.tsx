import { CloudUploadOutlined } from '@ant-design/icons';
import type { FloorLayout } from '@covers/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { showError, notifySuccess } from '../../ui/feedback';
import { floorApi } from './api/floor.api';
import { issuesOf, validatePlan, type PlanIssue } from './plan-validation';

/** FLOOR_LAYOUT_INVALID: the draft broke the shared rules; `result.fields` names each element. */
const FLOOR_LAYOUT_INVALID = 45008;

/**
 * Publishes the plan: the rules of spec §5 are checked here first (the server checks them again), and
 * each problem is listed with its table; clicking one selects that table.
 */
export function PublishButton({ planId, layout, onSelectTable }: { planId: string; layout: FloorLayout; onSelectTable(id: string): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [issues, setIssues] = useState<PlanIssue[]>([]);
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    const local = validatePlan(layout);
    if (local.length) return setIssues(local);
    setBusy(true);
    try {
      await floorApi.publish(planId);
      notifySuccess(t('floorUi.published'));
      void queryClient.invalidateQueries({ queryKey: ['floorplan'] });
    } catch (error) {
      if (error instanceof ApiError && error.code === FLOOR_LAYOUT_INVALID) setIssues(issuesOf(layout, (error.result as { fields?: Record<string, string> })?.fields ?? {}));
      else if (error instanceof ApiError) showError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<CloudUploadOutlined />} loading={busy} onClick={() => void publish()} data-testid="publish-plan">
        {t('floor.publish')}
      </Button>
      <Modal open={issues.length > 0} title={t('floor.layoutInvalid')} onCancel={() => setIssues([])} footer={null} data-testid="publish-issues">
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

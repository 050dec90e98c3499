import { UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMayEdit } from '../../../session/permissions';
import { useUndoableMerge } from '../hooks/use-diner-queries';
import { useUndoMerge } from '../hooks/use-diner-merges';

/** On a kept diner's profile while their latest merge can still be undone. */
export function UndoMergeButton({ dinerId }: { dinerId: string }) {
  const { t } = useTranslation();
  const editable = useMayEdit('dinerManagement');
  const merge = useUndoableMerge(dinerId).data;
  const undo = useUndoMerge();
  if (!editable || !merge) return null;
  return (
    <Button
      icon={<UndoOutlined />}
      loading={undo.isPending}
      onClick={() => undo.mutate({ merge_id: merge.merge_id })}
      data-testid="diner-undo-merge"
    >
      {t('dinersUi.undoMerge', { name: merge.merged_name })}
    </Button>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { notifyWithAction } from '../../../ui/feedback';
import { dinersApi, type DinerMerge } from '../api/diners.api';
import { dinerDuplicatesKey, dinersKey } from '../api/diners.keys';

/** One page of possible duplicates, strongest first. */
export function useDinerDuplicates(page: number, pageSize: number) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: dinerDuplicatesKey(rid, page, pageSize),
    queryFn: () => dinersApi.duplicates({ page, page_size: pageSize }),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Undo a merge: both diners as they were; every diner query of the outlet refetched. */
export function useUndoMerge() {
  const { t } = useTranslation();
  const rid = useSession().outlet?.rid;
  return useWrite({ write: dinersApi.unmerge, invalidates: [dinersKey(rid)], success: () => t('dinersUi.mergeUndone') });
}

/** Merge one diner into another; the toast offers Undo right away. */
export function useMergeDiners() {
  const { t } = useTranslation();
  const rid = useSession().outlet?.rid;
  const undo = useUndoMerge();
  return useWrite({
    write: (merge: DinerMerge) => dinersApi.merge(merge),
    invalidates: [dinersKey(rid)],
    success: (result) => {
      notifyWithAction(t('dinersUi.dinersMerged'), t('dinersUi.undo'), () => undo.mutate({ merge_id: result.merge_id }), 'merge-undo');
      return null;
    },
  });
}

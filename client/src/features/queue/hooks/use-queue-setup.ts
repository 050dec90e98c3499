import { useQuery } from '@tanstack/react-query';
import { QUEUE_BACKGROUND, type QueueLinkPurpose, type queueSettingsRequest } from '@covers/shared';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../api/use-object-url';
import type { RequestBody } from '../../../api/request-body';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { showError } from '../../../ui/feedback';
import { queueApi } from '../api/queue.api';
import { queueFiles } from '../api/queue.files';
import { queueBackgroundKey, queueKey } from '../api/queue.keys';

/** Queues Setup saves every setting; its form shows the field refusals. */
export function useSaveQueueSettings() {
  const { t } = useTranslation();
  const rid = useSession().outlet?.rid;
  return useWrite({
    write: (body: RequestBody<typeof queueSettingsRequest>) => queueApi.saveSettings(body),
    invalidates: [queueKey(rid)],
    success: () => t('queueUi.setupSaved'),
  });
}

/** Create (or replace) and revoke a public link. */
export function useQueueLink() {
  const rid = useSession().outlet?.rid;
  return useWrite({
    write: ({ purpose, revoke }: { purpose: QueueLinkPurpose; revoke: boolean }) =>
      revoke ? queueApi.revokeLink({ purpose }) : queueApi.issueLink({ purpose }),
    invalidates: [queueKey(rid)],
  });
}

/** The chosen file, sent as the background. A file over 3 MB is stopped here to spare the upload; what it is, the server says. */
export function useBackgroundUpload() {
  const { t } = useTranslation();
  const rid = useSession().outlet?.rid;
  const upload = useWrite({
    write: (file: Blob) => queueFiles.uploadBackground(file),
    invalidates: [queueKey(rid)],
    success: () => t('queueUi.setupBackgroundSaved'),
    showsRefusal: true,
  });
  const send = (file: File): false => {
    if (file.size > QUEUE_BACKGROUND.maxBytes) showError(t('queue.backgroundTooLarge'));
    else upload.mutate(file);
    return false;
  };
  return { send, uploading: upload.isPending };
}

/** The address of the background to preview (undefined without one), freed when no longer shown. */
export function useBackgroundUrl(version: string | null): string | undefined {
  const rid = useSession().outlet?.rid;
  const image = useQuery({
    queryKey: queueBackgroundKey(rid, version ?? ''),
    queryFn: queueFiles.background,
    enabled: rid !== undefined && !!version,
    staleTime: Infinity,
  });
  return useObjectUrl(version ? image.data : undefined);
}

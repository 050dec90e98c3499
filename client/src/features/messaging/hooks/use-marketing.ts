import { useQuery } from '@tanstack/react-query';
import type { marketingAudienceRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { messagingApi } from '../api/messaging.api';
import { marketingAudienceKey, messagingKey } from '../api/messaging.keys';

export type MarketingAudienceFilter = RequestBody<typeof marketingAudienceRequest>;

/** Who the outlet's marketing message would reach ("N of M opted in") and its text, while the dialog is open. */
export function useMarketingAudience(filter: MarketingAudienceFilter, enabled: boolean) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: marketingAudienceKey(rid, filter),
    queryFn: () => messagingApi.marketingAudience(filter),
    enabled: enabled && rid !== undefined,
  });
}

/** Sends it; the message log and the audience refresh. */
export function useSendMarketing(success: (queued: number, already: number) => string) {
  const rid = useSession().outlet?.rid;
  return useWrite({
    write: messagingApi.sendMarketing,
    invalidates: [messagingKey(rid)],
    success: (result) => success(result.queued, result.already_sent),
    showsRefusal: true,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { messageLogRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { useSession } from '../../../session/use-session';
import { messagingApi } from '../api/messaging.api';
import { messageLogKey } from '../api/messaging.keys';

/** One page of the outlet's message log under the filters; message events refresh it live. */
export function useMessageLog(query: RequestBody<typeof messageLogRequest>) {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: messageLogKey(rid, query), queryFn: () => messagingApi.log(query), enabled: rid !== undefined });
}

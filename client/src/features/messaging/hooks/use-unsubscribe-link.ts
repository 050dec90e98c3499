import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { messagingApi } from '../api/messaging.api';
import { unsubscribeLinkKey } from '../api/messaging.keys';

/** The diner's page: the outlet, and whether they still take its marketing messages. */
export function useUnsubscribeLink(token: string) {
  return useQuery({ queryKey: unsubscribeLinkKey(token), queryFn: () => messagingApi.unsubscribePage(token), retry: false });
}

/** Unsubscribes; the page shows a refusal itself. */
export function useUnsubscribe(token: string) {
  return useWrite({ write: () => messagingApi.unsubscribe(token), invalidates: [unsubscribeLinkKey(token)] });
}

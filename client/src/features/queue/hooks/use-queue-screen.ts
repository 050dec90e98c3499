import type { QueueScreenResult } from '@covers/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queueApi } from '../api/queue.api';
import { queuePartyKey, queueScreenKey } from '../api/queue.keys';
import { useQueueRoom } from './use-queue-room';

/**
 * The status screen's view: read once when it opens, then as the server sends it on every (re)connect and after each
 * change (read once for all the outlet's screens). A view sent is newer than any read under way, which is dropped. A
 * lost connection reads it again, which tells a revoked link.
 */
export function useQueueScreen(token: string) {
  const queryClient = useQueryClient();
  const screen = useQuery({ queryKey: queueScreenKey(token), queryFn: () => queueApi.screen(token), enabled: token !== '' });
  const { refetch } = screen;
  const listeners = useMemo(
    () => ({
      'queue-view': (view: QueueScreenResult) => {
        void queryClient.cancelQueries({ queryKey: queueScreenKey(token) });
        queryClient.setQueryData(queueScreenKey(token), view);
      },
      disconnect: () => void refetch(),
    }),
    [queryClient, token, refetch],
  );
  useQueueRoom(token ? { screenToken: token } : null, listeners);
  return screen;
}

/** A party's own page (its place and wait), read again whenever its outlet's read-only room says the queue changed. */
export function useQueueParty(token: string) {
  const party = useQuery({ queryKey: queuePartyKey(token), queryFn: () => queueApi.party(token), enabled: token !== '' });
  const { refetch } = party;
  const listeners = useMemo(() => {
    const read = () => void refetch();
    return { 'live-ready': read, 'queue-changed': read, disconnect: read };
  }, [refetch]);
  useQueueRoom(token ? { partyToken: token } : null, listeners);
  return party;
}

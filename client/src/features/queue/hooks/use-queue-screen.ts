import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queueApi } from '../api/queue.api';
import { queuePartyKey, queueScreenKey } from '../api/queue.keys';
import { useQueueRoom } from './use-queue-room';

/** The status screen's view, kept live by its outlet's read-only room. */
export function useQueueScreen(token: string) {
  const screen = useQuery({ queryKey: queueScreenKey(token), queryFn: () => queueApi.screen(token), enabled: token !== '' });
  const { refetch } = screen;
  useQueueRoom(
    token ? { screenToken: token } : null,
    useCallback(() => void refetch(), [refetch]),
  );
  return screen;
}

/** A party's own page (its place and wait), kept live by its outlet's read-only room. */
export function useQueueParty(token: string) {
  const party = useQuery({ queryKey: queuePartyKey(token), queryFn: () => queueApi.party(token), enabled: token !== '' });
  const { refetch } = party;
  useQueueRoom(
    token ? { partyToken: token } : null,
    useCallback(() => void refetch(), [refetch]),
  );
  return party;
}

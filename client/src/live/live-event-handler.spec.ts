import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { reservationsFeature } from '../features/reservations/reservations.feature';
import type { DomainEvent } from './domain-event';
import { handleLiveEvent } from './live-event-handler';

const LIST_KEY = ['reservation', 1, 'list'];
const booked: DomainEvent = {
  position: 1,
  streamId: 's',
  streamVersion: 1,
  rid: 1,
  type: 'ReservationBooked',
  data: {},
  recordedAt: '',
  actor: null,
};

it('a change heard while a screen is loading for the first time is read again once that load ends', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: ((rows: string) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: LIST_KEY,
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  await waitFor(() => expect(answers).toHaveLength(1));

  handleLiveEvent(booked, {
    queryClient,
    features: [reservationsFeature],
    api: { forgetRecent: () => {}, isOwnWrite: () => false },
    publish: () => {},
  });
  answers[0]('read before the booking');
  await waitFor(() => expect(answers).toHaveLength(2));
  answers[1]('read after the booking');
  await waitFor(() => expect(observer.getCurrentResult().data).toBe('read after the booking'));
  unsubscribe();
});

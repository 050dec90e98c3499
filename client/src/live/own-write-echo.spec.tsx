import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/api-client';
import { createLoadingTracker } from '../api/loading-tracker';
import { useWrite } from '../api/use-write';
import { reservationsFeature } from '../features/reservations/reservations.feature';
import type { DomainEvent } from './domain-event';
import { handleLiveEvent } from './live-event-handler';

const LIST_KEY = ['reservation', 1, 'list'];

function setup() {
  const sent: { path: string; requestId: string }[] = [];
  let ids = 0;
  const api = createApiClient({
    origin: () => '',
    commonFields: () => ({ rid: 1 }),
    platform: () => 'cloud',
    accessToken: () => 'access',
    refreshedToken: async () => 'access',
    staticKey: () => '',
    reactions: { error: () => {}, timeout: () => {} },
    loading: createLoadingTracker(200),
    requestId: () => `request-${(ids += 1)}`,
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ path: url.split('?')[0]!, requestId: (init.headers as Record<string, string>)['X-Request-Id']! });
      return {
        status: 200,
        statusText: 'OK',
        json: async () => ({ status: { code: 0, msg: 'Success' }, result: { rows: [] } }),
      } as Response;
    }) as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const writes: { book: () => Promise<unknown> } = { book: async () => undefined };

  function ListScreen() {
    useQuery({ queryKey: LIST_KEY, queryFn: () => api.call('/api/reservation/list') });
    const booking = useWrite({
      write: () => api.call('/api/booking/add_transaction', { method: 'POST' }),
      invalidates: [['reservation', 1]],
    });
    writes.book = () => booking.mutateAsync(undefined);
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  render(<ListScreen />, { wrapper });

  const listFetches = () => sent.filter((call) => call.path === '/api/reservation/list').length;
  const echo = (correlationId: string) => {
    const event: DomainEvent = {
      position: 1,
      streamId: 's',
      streamVersion: 1,
      rid: 1,
      type: 'ReservationAdded',
      data: {},
      recordedAt: '',
      actor: null,
      correlationId,
    };
    act(() => handleLiveEvent(event, { queryClient, features: [reservationsFeature], api, publish: () => {} }));
  };
  return { sent, writes, listFetches, echo, queryClient };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the live echo of a write made in this tab', () => {
  it('does not fetch the list again: the write refetched it once, another tab’s write refetches it', async () => {
    const { sent, writes, listFetches, echo, queryClient } = setup();
    await waitFor(() => expect(listFetches()).toBe(1));

    await act(() => writes.book());
    expect(listFetches()).toBe(2);
    const write = sent.find((call) => call.path === '/api/booking/add_transaction')!;
    expect(write.requestId).toMatch(/^request-/);

    echo(write.requestId);
    await settled();
    expect(listFetches()).toBe(2);
    expect(queryClient.getQueryState(LIST_KEY)?.isInvalidated).toBe(false);

    echo('request-of-another-tab');
    await waitFor(() => expect(listFetches()).toBe(3));
  });
});

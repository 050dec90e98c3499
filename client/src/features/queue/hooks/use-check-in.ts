import { useQuery } from '@tanstack/react-query';
import type { queueCheckInRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { useWrite } from '../../../api/use-write';
import { queueApi } from '../api/queue.api';
import { checkInFormKey } from '../api/queue.keys';

/** The check-in page's outlet, by its link. */
export function useCheckInForm(token: string) {
  return useQuery({ queryKey: checkInFormKey(token), queryFn: () => queueApi.checkInForm(token) });
}

/** The party checks in; the page shows a refusal itself (field messages, a revoked link). */
export function useCheckIn(token: string) {
  return useWrite({
    write: (body: Omit<RequestBody<typeof queueCheckInRequest>, 'token'>) => queueApi.checkIn({ ...body, token }),
    invalidates: [],
  });
}

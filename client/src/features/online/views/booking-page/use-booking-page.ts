import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { onlineApi, type PublicBookBody, type PublicTimesQuery } from '../../api/online.api';
import { bookingPageKey } from '../../api/online.keys';

export function usePublicOutlet(ruid: string) {
  return useQuery({ queryKey: [...bookingPageKey(ruid), 'outlet'], queryFn: () => onlineApi.outlet(ruid) });
}

/** The times offered for a date and party; the previous answer stays shown while the next loads. */
export function usePublicTimes(query: PublicTimesQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingPageKey(query.outlet as string), 'times', query.date, query.adults, query.children],
    queryFn: () => onlineApi.times(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePublicBooking() {
  return useMutation({ mutationFn: (body: PublicBookBody) => onlineApi.book(body) });
}

import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { messagingApi } from '../api/messaging.api';
import { bookingMessagesKey } from '../api/messaging.keys';

/** A booking's messages at the current outlet, each with its history; live message events refresh it. */
export function useBookingMessages(reservationId: string) {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: bookingMessagesKey(rid, reservationId), queryFn: () => messagingApi.booking(reservationId) });
}

import type { BookingMessagesResult, MessageLogResult, messageLogRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { post } from '../../../app/services';

/** Guest messaging's calls: a booking's messages and the outlet's message log. */
export const messagingApi = {
  booking: (reservationId: string) => post<BookingMessagesResult>('/api/messaging/booking', { reservation_id: reservationId }),
  log: (body: RequestBody<typeof messageLogRequest>) => post<MessageLogResult>('/api/messaging/log', body),
};

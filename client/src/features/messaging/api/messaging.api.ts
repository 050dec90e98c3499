import type {
  BookingMessagesResult,
  ConfirmationAnswer,
  ConfirmationAnswerResult,
  ConfirmationLinkResult,
  MarketingAudienceResult,
  marketingAudienceRequest,
  MarketingSendResult,
  MessageLogResult,
  messageLogRequest,
  MessageTemplatesResult,
  messageTemplateSaveRequest,
  SenderSettingsResult,
  senderSettingsRequest,
  telephoneVerifyRequest,
  UnsubscribePageResult,
  UnsubscribeResult,
  VoiceNumber,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { api, get, post } from '../../../app/services';

/** Guest messaging's calls: a booking's messages, the message log, the outlet's templates and sender settings, the diner's confirmation link. */
export const messagingApi = {
  booking: (reservationId: string) => post<BookingMessagesResult>('/api/messaging/booking', { reservation_id: reservationId }),
  templates: () => get<MessageTemplatesResult>('/api/setting/messages'),
  saveTemplate: (body: RequestBody<typeof messageTemplateSaveRequest>) => post<MessageTemplatesResult>('/api/setting/messages', body),
  sender: () => get<SenderSettingsResult>('/api/setting/sender'),
  saveSender: (body: RequestBody<typeof senderSettingsRequest>) => post<SenderSettingsResult>('/api/setting/sender', body),
  voiceNumber: () => get<VoiceNumber>('/api/setting/telephone_verify'),
  verifyVoiceNumber: (body: RequestBody<typeof telephoneVerifyRequest>) => post<VoiceNumber>('/api/setting/telephone_verify', body),
  log: (body: RequestBody<typeof messageLogRequest>) => post<MessageLogResult>('/api/messaging/log', body),
  marketingAudience: (body: RequestBody<typeof marketingAudienceRequest>) =>
    post<MarketingAudienceResult>('/api/messaging/marketing_audience', body),
  sendMarketing: (body: RequestBody<typeof marketingAudienceRequest>) => post<MarketingSendResult>('/api/messaging/marketing_send', body),
  /** The diner's unsubscribe link: no session; the page shows its refusals itself. */
  unsubscribePage: (token: string) =>
    api.call<UnsubscribePageResult>('/api/messaging/unsubscribe', { auth: 'none', data: { token }, hideError: true }),
  unsubscribe: (token: string) =>
    api.call<UnsubscribeResult>('/api/messaging/unsubscribe', { method: 'POST', auth: 'none', data: { token }, hideError: true }),
  /** The diner's confirmation link: no session; the page shows its refusals itself. */
  confirmation: (token: string) =>
    api.call<ConfirmationLinkResult>('/api/messaging/confirmation', { auth: 'none', data: { token }, hideError: true }),
  answer: (token: string, answer: ConfirmationAnswer) =>
    api.call<ConfirmationAnswerResult>('/api/messaging/confirmation_answer', {
      method: 'POST',
      auth: 'none',
      data: { token, answer },
      hideError: true,
    }),
};

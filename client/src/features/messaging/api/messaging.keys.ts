/** Every cached messaging query of an outlet starts with this key: any message event refreshes them all. */
export const messagingKey = (rid: number | undefined) => ['messaging', rid] as const;
export const bookingMessagesKey = (rid: number | undefined, reservationId: string) =>
  [...messagingKey(rid), 'booking', reservationId] as const;
export const messageLogKey = (rid: number | undefined, query: object) => [...messagingKey(rid), 'log', query] as const;
export const messageTemplatesKey = (rid: number | undefined) => [...messagingKey(rid), 'templates'] as const;
export const senderSettingsKey = (rid: number | undefined) => [...messagingKey(rid), 'sender'] as const;
/** The diner's page: not an outlet's data (no session). */
export const confirmationLinkKey = (token: string) => ['confirmation-link', token] as const;
export const voiceNumberKey = (rid: number | undefined) => [...messagingKey(rid), 'voice-number'] as const;
/** Who the outlet's marketing message would reach for a directory filter. */
export const marketingAudienceKey = (rid: number | undefined, filter: object) =>
  [...messagingKey(rid), 'marketing-audience', filter] as const;
/** The diner's unsubscribe page: not an outlet's data (no session). */
export const unsubscribeLinkKey = (token: string) => ['unsubscribe-link', token] as const;

/** One stream per message, named by its idempotency key: a second request for the same key finds it written. */
export const messageStream = (messageId: string) => `message-${messageId}`;

/** An outlet's templates and sender settings. */
export const messageSettingsStream = (rid: number) => `messagesettings-${rid}`;

/** The uses of the confirmation link a message carries: one at most. */
export const confirmationLinkStream = (messageId: string) => `confirmationlink-${messageId}`;

/** An outlet day's capacity alerts: each crossing of a service into its alert level. */
export const capacityAlertStream = (rid: number, date: string) => `capacityalert-${rid}-${date}`;

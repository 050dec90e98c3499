import type { TwilioSettings } from '@covers/services/messaging';

/** How guest messages go out (README, "Configuration"). */
export interface MessagingConfig {
  /** E-mail through this SMTP server (`smtp://host:port`); the development outbox when unset. */
  smtpUrl?: string;
  mailFrom: string;
  /** SMS and voice through Twilio when its account, token and number are all set; the development outbox otherwise. */
  twilio?: TwilioSettings;
  /** The address providers reach this gateway at, for their signed status callbacks. */
  publicUrl: string;
  /** This process runs the delivery subscription and workers (several processes may: each message still goes once). */
  delivery: boolean;
  /** Messages one process sends at once. */
  concurrency: number;
  pollIntervalMs: number;
}

export function loadMessagingConfig(env: NodeJS.ProcessEnv, port: number): MessagingConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Covers <no-reply@covers.local>',
    twilio:
      accountSid && authToken && from
        ? {
            accountSid,
            authToken,
            from,
            verifyFrom: env.TWILIO_VERIFY_FROM || from,
            apiUrl: env.TWILIO_API_URL || undefined,
            ringSeconds: Number(env.PING_RING_SECONDS ?? 30),
          }
        : undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    delivery: env.MESSAGING_DELIVERY !== 'false',
    concurrency: Number(env.MESSAGING_CONCURRENCY ?? 4),
    pollIntervalMs: Number(env.MESSAGING_POLL_MS ?? 1000),
  };
}

import type { MessageChannel, MessageProvider } from '@covers/shared';

/** One message as a channel sends it. */
export interface OutgoingMessage {
  /** The idempotency key: the provider is given it, so a retried send is not delivered twice. */
  messageId: string;
  to: string;
  subject: string | null;
  body: string;
  /** BCP 47 language tag, for the voice that reads a call. */
  language: string;
  replyTo: string | null;
  /** The outlet's SMS display name (a registered sender ID), texts' From instead of the number. */
  senderName: string | null;
  /** Where the provider reports the message's status. */
  statusCallback: string;
  /** A marketing e-mail's one-click unsubscribe address (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  listUnsubscribe?: string | null;
}

/** A way out to diners: the provider's reference for the message, or a thrown error (tried again later). */
export interface Channel {
  readonly provider: MessageProvider;
  /**
   * For a channel whose server takes no idempotency key (SMTP): the reference the message goes out under, known before
   * it is sent, so the send is recorded first and committed the moment the message is handed over. Absent where the
   * provider takes the key: a repeated send is not delivered twice, so it is recorded once the provider answers.
   */
  reference?(message: OutgoingMessage): string;
  /**
   * Sends the message: the provider's reference once it accepted it. `handedOver`, where the channel has such a moment,
   * is called once the whole message has been written to the server and before its answer (SMTP's final dot).
   */
  send(message: OutgoingMessage, handedOver?: () => void): Promise<string>;
  /** Opens its connections ahead of messages about to fall due, where opening one is slow (an SMTP server's greeting). */
  warm?(): Promise<void>;
}

/** A call that asks whoever answers to type a code on the keypad (the voice-call number's verification). */
export interface VerificationCall {
  /** The idempotency key passed to the provider. */
  key: string;
  to: string;
  prompt: string;
  /** BCP 47 language tag of the prompt's voice. */
  language: string;
  /** Where the provider posts the digits typed. */
  digitsCallback: string;
}

/** Places verification calls, from a +1 number (spec §9): the provider's reference, or a thrown error. */
export interface VerificationCaller {
  readonly provider: MessageProvider;
  call(call: VerificationCall): Promise<string>;
}

/** The channels messages go out on, and the check that a status callback really comes from the provider. */
export interface Channels {
  byChannel: Record<MessageChannel, Channel>;
  verifier: VerificationCaller;
  /** True when `signature` signs `url` and `params` with the provider's secret; false when no provider is configured. */
  isSignedCallback(url: string, params: Record<string, string>, signature: string): boolean;
}

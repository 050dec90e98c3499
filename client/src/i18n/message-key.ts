import type { MessageArea, MessageKey, PluralBase } from '@covers/shared/i18n';
import type { en_US } from '@covers/shared/i18n/en_US';

/** A name of the area's English messages (a plural one by its base name). */
export type MessageName<A extends MessageArea> = PluralBase<Extract<keyof (typeof en_US)[A], string>>;

/** `area.name`, checked: `t(messageKey('shell', status))` fails to compile when a member of `status`'s union has no message. */
export function messageKey<A extends MessageArea>(area: A, name: MessageName<A>): MessageKey {
  return `${area}.${name}` as MessageKey;
}

import type { Channel, Channels } from './channel';
import { DevelopmentOutbox } from './development-outbox';
import { SmtpMailer } from './smtp-mailer';
import { TwilioProvider, type TwilioSettings } from './twilio-provider';

export interface ChannelSettings {
  smtpUrl?: string;
  mailFrom: string;
  twilio?: TwilioSettings;
  /** The development outbox's lines. */
  log: (line: string) => void;
}

/** E-mail by SMTP when SMTP_URL is set, SMS and voice by Twilio when it is configured; what is not configured goes to the development outbox. */
export function openChannels(settings: ChannelSettings): Channels & { close(): void } {
  const mailer = settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.mailFrom) : null;
  const provider = settings.twilio ? new TwilioProvider(settings.twilio) : null;
  const outbox = (channel: string): Channel => new DevelopmentOutbox(channel, settings.log);
  return {
    byChannel: {
      email: mailer ?? outbox('email'),
      sms: provider?.sms ?? outbox('sms'),
      voice: provider?.voice ?? outbox('voice call'),
    },
    verifier: provider?.verifier ?? {
      provider: 'outbox',
      call: async (call) => {
        settings.log(`[development outbox] NOT PLACED verification call to ${call.to}: ${call.prompt}`);
        return `not-sent:${call.key}`;
      },
    },
    isSignedCallback: (url, params, signature) => provider?.isSignedCallback(url, params, signature) ?? false,
    close: () => mailer?.close(),
  };
}

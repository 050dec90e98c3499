import { translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import { TEMPLATE_INSERTS, type MessageTemplate, type MessageTemplateText, type TemplateValues } from './messaging.types';

/** Made once per language: making a formatter costs far more than formatting (a batch of messages writes thousands). */
const bookingTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A booking's local date and minute of the day, written in the language (the outlet's wall clock, no zone shift). */
export function bookingTimeText(date: string, minute: number, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d, Math.floor(minute / 60), minute % 60);
  let format = bookingTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    bookingTimeFormats.set(locale, format);
  }
  return format.format(at);
}

/** The booking number a diner reads and quotes: the first eight characters of the booking's id. */
export const bookingNumber = (reservationId: string) => reservationId.slice(0, 8).toUpperCase();

const INSERT = new RegExp(`\\{\\{\\s*(${TEMPLATE_INSERTS.join('|')})\\s*\\}\\}`, 'g');
const AS_WRITTEN = Object.fromEntries(TEMPLATE_INSERTS.map((name) => [name, `{{${name}}}`])) as TemplateValues;

/** The template with each `{{insert}}` replaced by its value; any other text stays as written. */
export const fillTemplate = (template: string, values: TemplateValues): string =>
  template.replace(INSERT, (_, name: keyof TemplateValues) => values[name]);

/** The text an outlet's template starts from in a language, its inserts as written. */
export const defaultTemplate = (template: MessageTemplate, language: Locale): MessageTemplateText => ({
  template,
  language,
  title: translate(language, `messageDefaults.${template}_subject`),
  send_mode: 'email',
  standard_message: translate(language, `messageDefaults.${template}_text`, AS_WRITTEN),
  sms_message: translate(language, `messageDefaults.${template}_sms`, AS_WRITTEN),
  custom: false,
});

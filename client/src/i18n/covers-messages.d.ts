/** Built by the covers-messages plugin of vite.config.ts (and client/src/testing/virtual-messages.ts under Jest). */
declare module 'virtual:covers-messages' {
  type Translation = Record<string, Record<string, string>>;
  export const en_US: Translation;
  export function load(locale: import('@covers/shared').Locale): Promise<Translation>;
}

import type { OnlineSource } from '@covers/shared';

/** The booking page's full address on this console's host, with the source a social button tracks. */
export function bookingPageUrl(bookingPath: string, source?: OnlineSource): string {
  const url = new URL(bookingPath, window.location.origin);
  if (source && source !== 'Online') url.searchParams.set('source', source);
  return url.toString();
}

/** The snippet a restaurant pastes into its own site to show the booking page. */
export const embedCode = (url: string) =>
  `<iframe src="${url}" title="Book a table" width="100%" height="780" style="border:0;max-width:520px"></iframe>`;

/** A booking button for a page on a social network, linking to the booking page with that source. */
export const buttonCode = (url: string, label: string) =>
  `<a href="${url}" target="_blank" rel="noopener" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#1677ff;color:#fff;text-decoration:none">${label}</a>`;

import { MOBILE_ROOT_FONT_DIVISOR } from '@covers/shared/constants';
import type { Platform } from '@covers/shared';

export type Edition = 'desktop' | 'mobile';

/** Widest viewport that still gets the mobile edition (phones, portrait small tablets). */
export const MOBILE_MAX_WIDTH = 767;
export const MOBILE_HOST_PREFIX = 'm.';

export function detectEdition(width: number, hostname: string): Edition {
  return hostname.startsWith(MOBILE_HOST_PREFIX) || width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

export function platformOf(edition: Edition): Platform {
  return edition === 'mobile' ? 'cloud_mo' : 'cloud';
}

/** Spec §9: the mobile layout scales the root font size by the viewport width divided by 3.2. */
export function mobileRootFontSize(width: number): string {
  return `${width / MOBILE_ROOT_FONT_DIVISOR}px`;
}

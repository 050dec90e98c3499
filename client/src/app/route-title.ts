import type { MessageKey } from '@covers/shared/i18n';
import type { routes } from '@covers/shared/shell/i18n/en_US';

export type RouteTitle = keyof typeof routes;
export const routeTitleKey = (title: RouteTitle): MessageKey => `routes.${title}`;

/** What a route carries for the shell and the access gate: the title its screen shows. */
export interface RouteHandle {
  title: RouteTitle;
}

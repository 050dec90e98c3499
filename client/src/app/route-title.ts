import type { MessageKey } from '@covers/shared/i18n';
import type { routes } from '@covers/shared/shell/i18n/en_US';

export type RouteTitle = keyof typeof routes;
export const routeTitleKey = (title: RouteTitle): MessageKey => `routes.${title}`;

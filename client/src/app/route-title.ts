import type { routes } from '@covers/shared/shell/i18n/en_US';

export type RouteTitle = keyof typeof routes;

import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FeatureFlag, Permission } from '@covers/shared';
import type { DomainEvent } from '../live/domain-event';
import type { RouteTitle } from './route-title';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteDef {
  path: string;
  /** The screen's title: a key of the `routes` area (shared/src/shell/i18n/en_US.ts). */
  title: RouteTitle;
  /** The screen, loaded on demand (one chunk per route). Absent: the screen's frame and title. */
  page?: () => PageModule;
  /** 'open': no session needed (spec §2). Default: signed in. */
  access?: 'open';
  /** 'bare': no navigation frame (sign-in, error, print and public pages). Default: the main layout. */
  layout?: 'bare';
  /** A locked feature shows the unlock prompt instead of the screen. */
  flag?: FeatureFlag;
  /**
   * The spec §6 permission the screen needs at the current outlet: No Access hides its menu entry and shows the
   * no-access state; View Only opens it (the screen hides its edit controls, see `usePermissionLevel`).
   * Absent: a basic screen every member of the outlet has, Unassigned users included.
   */
  permission?: Permission;
  children?: RouteDef[];
}

/** The main navigation's groups, one per area of spec §1, in menu order. */
export const NAV_GROUP_LABELS = ['navService', 'navGuests', 'navSetup', 'navMarketing', 'navInsights'] as const;
export type NavGroupLabel = (typeof NAV_GROUP_LABELS)[number];

/** A menu entry is shown only to callers who may open its route (the route's `permission`). */
export interface MenuEntry {
  group: NavGroupLabel;
  path: string;
  title: RouteTitle;
}

/**
 * Live event type -> the cached queries it makes stale, e.g. `{ ReservationStatusChanged: (e) => [['reservation', e.rid]] }`.
 * A type ending in `*` matches every type with that prefix (`Reservation*`).
 */
export type LiveQueryKeys = Record<string, (event: DomainEvent) => QueryKey[]>;

/** What a feature adds to the console: its routes, its menu entries (in menu order) and its live-event rules. */
export interface Feature {
  routes: RouteDef[];
  menu: MenuEntry[];
  liveKeys: LiveQueryKeys;
  /** Mounted on every signed-in screen, drawing nothing of their own until a live event asks (an incoming call). */
  listeners?: ComponentType[];
}

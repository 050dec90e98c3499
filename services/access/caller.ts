import type { FeatureFlags, PermissionSet } from '@covers/shared';
import type { EventMetadata } from '../eventstore';

/**
 * Who acts, as the gateway verified them for one request, and the metadata their events carry: the actor,
 * the instant the command was accepted (the service's clock), the platform and the request's correlation id.
 */
export interface Caller {
  userId: string;
  username: string;
  superAdmin: boolean;
  groupUid: string;
  permissions: PermissionSet;
  metadata: EventMetadata;
}

/** A caller acting at one outlet: a member there (or a super-admin), with what their access type grants there. */
export interface OutletCaller extends Caller {
  rid: number;
  /** null = Unassigned at this outlet. */
  accessTypeName: string | null;
  /** The outlet's feature flags, as read with the caller's membership for this request. */
  featureFlags: FeatureFlags;
}

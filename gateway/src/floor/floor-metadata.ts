import type { EventMetadata } from '@covers/services/eventstore';
import type { CurrentUser } from '../access/current-user';

export const floorMetadata = (caller: CurrentUser, platform?: string): EventMetadata => ({
  actor: caller.userId,
  now: new Date().toISOString(),
  ...(platform ? { platform } : {}),
});

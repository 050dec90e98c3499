import type { DinerListRow } from '@covers/shared';

/** "JT" for John Tan: what a diner's photo shows until there is one. */
export const dinerInitials = (diner: Pick<DinerListRow, 'first_name' | 'last_name'>) =>
  [diner.first_name, diner.last_name]
    .map((name) => Array.from(name?.trim() ?? '')[0] ?? '')
    .join('')
    .toUpperCase();

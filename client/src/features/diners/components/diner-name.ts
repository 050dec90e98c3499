import type { DinerListRow } from '@covers/shared';

/** "Mr John Tan": the diner's salutation and names as staff address them. */
export const dinerName = (diner: Pick<DinerListRow, 'salutation' | 'first_name' | 'last_name'>) =>
  [diner.salutation, diner.first_name, diner.last_name].filter(Boolean).join(' ');

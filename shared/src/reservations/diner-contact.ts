/** How a diner is addressed and reached: kept on the diner and copied onto each of their reservations. */
export interface DinerContactFields {
  salutation: string | null;
  first_name: string | null;
  last_name: string;
  phone: string | null;
  email: string | null;
  vip: boolean;
}

/** Its names, in the order columns and templates list them. */
export const DINER_CONTACT_FIELDS = [
  'salutation',
  'first_name',
  'last_name',
  'phone',
  'email',
  'vip',
] as const satisfies readonly (keyof DinerContactFields)[];

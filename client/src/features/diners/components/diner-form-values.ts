import type { DinerProfile, Gender, Salutation } from '@covers/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { DinerAdd } from '../api/diners.api';

/** The diner form's fields (spec §3): dates as the pickers hold them. */
export interface DinerFormValues {
  salutation?: Salutation;
  first_name?: string;
  last_name?: string;
  phone?: string;
  email?: string;
  vip: boolean;
  gender: Gender;
  nationality?: string;
  organisation?: string;
  birthday?: Dayjs | null;
  anniversary?: Dayjs | null;
  tag_ids: string[];
  dining_preferences?: string;
  seating_preferences?: string;
  notes?: string;
  marketing_opt_in: boolean;
  membership?: string;
}

const DATE = 'YYYY-MM-DD';
const text = (value: string | null | undefined) => value ?? undefined;
const day = (value: string | null) => (value ? dayjs(value, DATE) : null);

/** The form of a diner's profile, or of a new diner (with the phone a link gave). */
export function dinerFormValues(diner: DinerProfile | null, phone?: string): DinerFormValues {
  if (!diner) return { phone, vip: false, gender: 'Unspecified', tag_ids: [], marketing_opt_in: false };
  return {
    salutation: diner.salutation ?? undefined,
    first_name: text(diner.first_name),
    last_name: diner.last_name,
    phone: text(diner.phone),
    email: text(diner.email),
    vip: diner.vip,
    gender: diner.gender,
    nationality: text(diner.nationality),
    organisation: text(diner.organisation),
    birthday: day(diner.birthday),
    anniversary: day(diner.anniversary),
    tag_ids: diner.tags,
    dining_preferences: text(diner.dining_preferences),
    seating_preferences: text(diner.seating_preferences),
    notes: text(diner.notes),
    marketing_opt_in: diner.marketing_opt_in,
    membership: text(diner.membership),
  };
}

/** Trimmed text, or nothing: the server stores a field left out as empty (an edit sends the whole profile). */
const sent = (value: string | undefined) => value?.trim() || undefined;

/** The profile as `diner/add` and `diner/edit` read it. */
export function dinerRequest(values: DinerFormValues): DinerAdd {
  return {
    salutation: values.salutation,
    first_name: sent(values.first_name),
    last_name: values.last_name?.trim() ?? '',
    phone: sent(values.phone),
    email: sent(values.email),
    vip: values.vip,
    gender: values.gender,
    nationality: sent(values.nationality),
    organisation: sent(values.organisation),
    birthday: values.birthday?.format(DATE),
    anniversary: values.anniversary?.format(DATE),
    tag_ids: values.tag_ids,
    dining_preferences: sent(values.dining_preferences),
    seating_preferences: sent(values.seating_preferences),
    notes: sent(values.notes),
    marketing_opt_in: values.marketing_opt_in,
    membership: sent(values.membership),
  };
}

import {
  fieldMessages,
  normaliseEndMinute,
  recurringServicesOverlap,
  serviceDefinitionSchema,
  serviceSectionsComplete,
  SERVICE_RULES,
  type Cutoff,
  type RecurringTimes,
  type Service,
} from '@covers/shared';

type Count = number | null | undefined;

/** What the editor holds: the Service fields of spec §3, with blanks where the user has not typed yet. */
export interface ServiceFormValues {
  name?: string;
  color: string;
  startMinute?: number | null;
  endMinute?: number | null;
  repeatDays: number[];
  allowChildren: boolean;
  intervalMinutes?: Count;
  online: boolean;
  cutoff: { minutes?: Count; relativeTo: Cutoff['relativeTo'] };
  sectionIds: string[];
  tablePlanIds: string[];
  covers: { minPartySize?: Count; maxPartySize?: Count; totalCovers?: Count; maxCoversPerInterval?: Count; maxCoversWaitlisted?: Count };
  bookings: {
    totalBookings?: Count;
    maxBookingsPerInterval?: Count;
    maxBookingsWaitlisted?: Count;
    limitsByPartySize: { minPax?: Count; maxPax?: Count; maxBookings?: Count }[];
  };
  turnaround: { minPax?: Count; maxPax?: Count; minutes?: Count }[];
  onlineSlots: {
    slotId?: string;
    startMinute?: number | null;
    endMinute?: number | null;
    intervalMinutes?: Count;
    cutoff: { minutes?: Count; relativeTo: Cutoff['relativeTo'] };
    tablePriority: string[];
    online: boolean;
    maxCoversPerInterval?: Count;
  }[];
}

export const DEFAULT_COLOR = '#1677ff';

export function emptyServiceForm(): ServiceFormValues {
  return {
    color: DEFAULT_COLOR,
    repeatDays: [],
    allowChildren: true,
    intervalMinutes: 15,
    online: true,
    cutoff: { minutes: 0, relativeTo: 'serviceStart' },
    sectionIds: [],
    tablePlanIds: [],
    covers: {},
    bookings: { limitsByPartySize: [] },
    turnaround: [],
    onlineSlots: [],
  };
}

export function newSlot(): ServiceFormValues['onlineSlots'][number] {
  return { intervalMinutes: 15, cutoff: { minutes: 0, relativeTo: 'slot' }, tablePriority: [], online: true };
}

export function serviceToForm(service: Service): ServiceFormValues {
  return {
    name: service.name,
    color: service.color,
    startMinute: service.startMinute,
    endMinute: service.endMinute,
    repeatDays: service.repeatDays,
    allowChildren: service.allowChildren,
    intervalMinutes: service.intervalMinutes,
    online: service.online,
    cutoff: service.cutoff,
    sectionIds: service.sectionIds,
    tablePlanIds: service.tablePlanIds,
    covers: { ...service.covers },
    bookings: { ...service.bookings, limitsByPartySize: service.bookings?.limitsByPartySize ?? [] },
    turnaround: service.turnaround,
    onlineSlots: service.onlineSlots,
  };
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const allBlank = (record: object) => Object.values(record).every((value) => (Array.isArray(value) ? value.length === 0 : blank(value)));
/** InputNumber clears to null; the shared schema reads a missing value as "required". */
const compact = <T extends object>(record: T): T => Object.fromEntries(Object.entries(record).filter(([, value]) => !blank(value))) as T;

/**
 * The form as the shared schema's input: an untouched Capacity by covers / by bookings part is absent
 * (not yet completed), a half-filled one is checked field by field.
 */
export function formToDefinitionInput(values: ServiceFormValues): Record<string, unknown> {
  const { covers, bookings, ...rest } = values;
  return {
    ...compact(rest),
    cutoff: compact(values.cutoff),
    covers: allBlank(covers) ? undefined : compact(covers),
    bookings: allBlank(bookings) ? undefined : { ...compact(bookings), limitsByPartySize: bookings.limitsByPartySize.map(compact) },
    turnaround: values.turnaround.map(compact),
    onlineSlots: values.onlineSlots.map((slot) => ({ ...compact(slot), cutoff: compact(slot.cutoff) })),
  };
}

/** Field path ('covers.totalCovers', 'turnaround.0.minPax') -> message key or text. */
export type FieldErrors = Record<string, string>;

/**
 * Every spec §5 Services rule, from the shared schema (and, for the overlap with another service, the
 * shared overlap check against the outlet's other services): the first message per field.
 */
export function validateServiceForm(values: ServiceFormValues, otherServices: readonly RecurringTimes[]): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = serviceDefinitionSchema.safeParse(formToDefinitionInput(values));
  if (!parsed.success) Object.assign(errors, fieldMessages(parsed.error));
  const { startMinute, endMinute, repeatDays } = values;
  if (typeof startMinute === 'number' && typeof endMinute === 'number' && !errors.startMinute) {
    const times = { startMinute, endMinute: normaliseEndMinute(startMinute, endMinute), repeatDays };
    if (otherServices.some((other) => recurringServicesOverlap(times, other))) errors.startMinute = SERVICE_RULES.serviceOverlap;
  }
  return errors;
}

/** The payload of session/add and session/edit: the schema's output (end past midnight stored as +1). */
export function formToDefinition(values: ServiceFormValues) {
  return serviceDefinitionSchema.parse(formToDefinitionInput(values));
}

/** General, Capacity and Turnaround filled in, so online booking slots may be created (the shared rule's test). */
export function sectionsComplete(values: ServiceFormValues): boolean {
  const input = formToDefinitionInput(values) as { name?: string; repeatDays: number[]; covers?: object; turnaround: object[] };
  return serviceSectionsComplete({
    name: input.name?.trim() ?? '',
    repeatDays: input.repeatDays,
    covers: input.covers as never,
    turnaround: input.turnaround as never,
  });
}

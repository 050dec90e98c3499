import { QUEUE_CATEGORIES } from '../constants/queue-categories';

/** Spec §3's number type: one running number for every party, or A/B/C by party size. */
export const QUEUE_NUMBER_TYPES = ['running', 'categories'] as const;
export type QueueNumberType = (typeof QUEUE_NUMBER_TYPES)[number];

export const QUEUE_CATEGORY_CODES = ['A', 'B', 'C'] as const;
/** A category's letter; '' for the running number. */
export type QueueCategory = (typeof QUEUE_CATEGORY_CODES)[number] | '';

/** Spec §2: how the queue status screen is turned, for TVs mounted on their side. */
export const QUEUE_ROTATIONS = ['landscape', 'portrait_left', 'portrait_right'] as const;
export type QueueRotation = (typeof QUEUE_ROTATIONS)[number];

/** Spec §5: the queue screen's background, checked by its content. */
export const QUEUE_BACKGROUND = { width: 2048, height: 2732, maxBytes: 3 * 1024 * 1024, formats: ['jpeg', 'png'] } as const;

/**
 * Where a party's quote came from: the default set by hand (it holds for `QUEUE_MANUAL_WAIT_HOLD_MINUTES` after
 * staff set it), the quote learnt from the floor, or the default when the floor gives nothing to learn from yet.
 */
export const QUEUE_QUOTE_SOURCES = ['manual', 'learnt', 'default'] as const;
export type QueueQuoteSource = (typeof QUEUE_QUOTE_SOURCES)[number];
/** How many days back Queues Setup measures the quotes' accuracy. */
export const QUEUE_ACCURACY_DAYS = 7;

/** The largest party a band's upper bound may name. */
export const MAX_QUEUE_BAND_PAX = 99;
export const MAX_QUEUE_WAIT_MINUTES = 600;

/** Spec §3's queue settings of one outlet. */
export interface QueueSettings {
  default_wait_minutes: number;
  number_type: QueueNumberType;
  /** The largest party of category A; B runs from the next size to `band_b_max_pax`; C is everything above. */
  band_a_max_pax: number;
  band_b_max_pax: number;
  show_groups_ahead: boolean;
  show_wait_time: boolean;
  rotation: QueueRotation;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  default_wait_minutes: 15,
  number_type: 'categories',
  band_a_max_pax: QUEUE_CATEGORIES[0].maxPax,
  band_b_max_pax: QUEUE_CATEGORIES[1].maxPax,
  show_groups_ahead: true,
  show_wait_time: true,
  rotation: 'landscape',
};

/** The category a party of `pax` queues in under `settings`. */
export function queueCategoryOf(
  pax: number,
  settings: Pick<QueueSettings, 'number_type' | 'band_a_max_pax' | 'band_b_max_pax'>,
): QueueCategory {
  if (settings.number_type === 'running') return '';
  if (pax <= settings.band_a_max_pax) return 'A';
  return pax <= settings.band_b_max_pax ? 'B' : 'C';
}

/** What a party is called by: its category's letter and its number in that category, e.g. "B7" (or "12"). */
export const queueLabel = (category: QueueCategory, number: number) => `${category}${number}`;

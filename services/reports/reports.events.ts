import type { DomainEvent } from '../eventstore';

/** What a CSV export held: a list of the console, or a report (its CSV is made in the browser from the report's figures). */
export type ExportKind = 'reservations' | 'diners' | 'vouchers' | 'comments' | 'report';

/** A user took a CSV file of the outlet's data: what it held and its file name (which names its day, range or tab). */
export type DataExported = DomainEvent<'DataExported', { what: ExportKind; file: string }>;

export type ReportsEvent = DataExported;
export const REPORTS_EVENT_TYPES: ReportsEvent['type'][] = ['DataExported'];

/** An outlet's exports, one stream per outlet, appended at any version: exports never conflict. */
export const exportsStreamId = (rid: number) => `reports-exports:${rid}`;

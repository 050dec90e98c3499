import { requestSchema } from '../common/common-fields';
import { dinerFilterRequest } from './diners.schemas';

/** At most this many diners in one export: a group's whole directory. */
export const MAX_DINER_EXPORT_ROWS = 100_000;

const { page: _page, page_size: _pageSize, ...filter } = dinerFilterRequest.shape;

/** diner/export: the directory's current search and filters, sorted as shown, without paging. */
export const dinerExportRequest = requestSchema(filter);

/** The export's columns, in order, by their message key (dinersUi.*): every Diner field of spec §3 and the counts. */
export const DINER_EXPORT_COLUMNS = [
  ['salutation', 'salutation'],
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['vip', 'vip'],
  ['gender', 'gender'],
  ['nationality', 'nationality'],
  ['organisation', 'organisation'],
  ['birthday', 'birthday'],
  ['anniversary', 'anniversary'],
  ['tags', 'tags'],
  ['dining_preferences', 'diningPreferences'],
  ['seating_preferences', 'seatingPreferences'],
  ['notes', 'notes'],
  ['marketing_opt_in', 'marketingOptIn'],
  ['membership', 'membership'],
  ['visit_count', 'visitCount'],
  ['cancellation_count', 'cancellationCount'],
  ['no_show_count', 'noShowCount'],
  ['last_visit', 'lastVisitDate'],
] as const;

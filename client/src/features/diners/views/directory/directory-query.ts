import type { AgeBand, DinerSearchScope, DinerSort, VisitCountOperator } from '@covers/shared';
import type { DinerFilter } from '../../api/diners.api';

/** The Diner Directory's filters of spec §9 as the filter panel holds them; absent means "any". */
export interface DirectoryFilters {
  tagIds?: string[];
  vip?: boolean;
  visitOp?: VisitCountOperator;
  visitCount?: number | null;
  ageBands?: AgeBand[];
  birthdayWithin?: number;
  anniversaryWithin?: number;
  lastVisitWithin?: number;
  marketingOptIn?: boolean;
}

/** What the directory shows: the search, its scope, the filters, the sort and the page. */
export interface DirectoryQuery {
  search: string;
  scope: DinerSearchScope;
  filters: DirectoryFilters;
  sort: DinerSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: DirectoryQuery = { search: '', scope: 'outlet', filters: {}, sort: 'name', order: 'asc', page: 1, pageSize: 20 };

const list = <T>(items: T[] | undefined) => (items?.length ? items : undefined);

/** The `diner/filter` request of a directory query: only the filters set, a visit count only with its operator. */
export function filterRequest({ search, scope, filters: f, sort, order, page, pageSize }: DirectoryQuery): DinerFilter {
  const visits = f.visitOp !== undefined && f.visitCount !== undefined && f.visitCount !== null;
  return {
    search: search.trim() || undefined,
    scope,
    tag_ids: list(f.tagIds),
    vip: f.vip,
    visit_count_op: visits ? f.visitOp : undefined,
    visit_count: visits ? (f.visitCount ?? undefined) : undefined,
    age_bands: list(f.ageBands),
    birthday_within: f.birthdayWithin,
    anniversary_within: f.anniversaryWithin,
    last_visit_within: f.lastVisitWithin,
    marketing_opt_in: f.marketingOptIn,
    sort,
    order,
    page,
    page_size: pageSize,
  };
}

/** How many filters narrow the list (a visit count counts once, and only with its operator). */
export function activeFilterCount(f: DirectoryFilters): number {
  const request = filterRequest({ ...FIRST_PAGE, filters: f });
  const set = [
    request.tag_ids,
    request.vip,
    request.visit_count_op,
    request.age_bands,
    request.birthday_within,
    request.anniversary_within,
    request.last_visit_within,
    request.marketing_opt_in,
  ];
  return set.filter((value) => value !== undefined).length;
}

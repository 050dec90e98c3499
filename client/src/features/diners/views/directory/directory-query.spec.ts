import { dinerFilterRequest } from '@covers/shared';
import { FIRST_PAGE, activeFilterCount, filterRequest } from './directory-query';

describe('the Diner Directory query as diner/filter reads it', () => {
  it('sends only the scope, sort and page when nothing narrows the list', () => {
    const request = filterRequest({ ...FIRST_PAGE, search: '   ' });
    expect(Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined))).toEqual({
      scope: 'outlet',
      sort: 'name',
      order: 'asc',
      page: 1,
      page_size: 20,
    });
    expect(activeFilterCount({})).toBe(0);
  });

  it('sends every filter of spec §9 the panel set, in the fields the server accepts', () => {
    const request = filterRequest({
      search: ' 9123 ',
      scope: 'group',
      filters: {
        tagIds: ['7d7f6a56-3f43-4d43-9d0c-2b8f5f0c1a11'],
        vip: false,
        visitOp: 'gt',
        visitCount: 0,
        ageBands: ['25-34', '>75'],
        birthdayWithin: 7,
        anniversaryWithin: 30,
        lastVisitWithin: 180,
        marketingOptIn: true,
      },
      sort: 'visits',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
    expect(request).toEqual({
      search: '9123',
      scope: 'group',
      tag_ids: ['7d7f6a56-3f43-4d43-9d0c-2b8f5f0c1a11'],
      vip: false,
      visit_count_op: 'gt',
      visit_count: 0,
      age_bands: ['25-34', '>75'],
      birthday_within: 7,
      anniversary_within: 30,
      last_visit_within: 180,
      marketing_opt_in: true,
      sort: 'visits',
      order: 'desc',
      page: 3,
      page_size: 50,
    });
    expect(dinerFilterRequest.safeParse(request).success).toBe(true);
  });

  it('leaves out a visit count without its operator, an operator without a count, and empty lists', () => {
    const countOnly = filterRequest({ ...FIRST_PAGE, filters: { visitCount: 3, tagIds: [], ageBands: [] } });
    const opOnly = filterRequest({ ...FIRST_PAGE, filters: { visitOp: 'lt', visitCount: null } });
    for (const request of [countOnly, opOnly]) {
      expect(request.visit_count).toBeUndefined();
      expect(request.visit_count_op).toBeUndefined();
      expect(request.tag_ids).toBeUndefined();
      expect(request.age_bands).toBeUndefined();
    }
    expect(activeFilterCount({ visitCount: 3, tagIds: [] })).toBe(0);
    expect(activeFilterCount({ visitOp: 'eq', visitCount: 2, vip: true, ageBands: ['<25'] })).toBe(3);
  });
});

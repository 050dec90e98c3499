import type { DinerFilterResult, dinerFilterRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { get } from '../../../app/services';

/** The diner endpoint group (spec §7) as the screens use it. */
export const dinersApi = {
  filter: (params: RequestBody<typeof dinerFilterRequest>) => get<DinerFilterResult>('/api/diner/filter', params),
};

import type { DinerFilterResult, dinerFilterRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { postQuietly } from '../../../app/services';

/** The diner endpoint group (spec §7) as the screens use it. */
export const dinersApi = {
  /** A search as the host types: a refusal leaves the suggestions out rather than interrupting the form. */
  filter: (params: RequestBody<typeof dinerFilterRequest>) => postQuietly<DinerFilterResult>('/api/diner/filter', params),
};

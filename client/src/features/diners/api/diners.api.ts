import type {
  DinerDuplicatesResult,
  DinerMergeResult,
  DinerUnmergeResult,
  dinerDuplicatesRequest,
  dinerMergeRequest,
  dinerUnmergeRequest,
  DinerFilterResult,
  DinerHistoryResult,
  DinerPhotoResult,
  DinerResult,
  TagListResult,
  TagResult,
  dinerAddRequest,
  dinerEditRequest,
  dinerFilterRequest,
  dinerHistoryRequest,
  dinerPhotoRequest,
  tagAddRequest,
  tagDeleteRequest,
  tagEditRequest,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { get, post, postQuietly } from '../../../app/services';

export type DinerFilter = RequestBody<typeof dinerFilterRequest>;
export type DinerAdd = RequestBody<typeof dinerAddRequest>;
export type DinerEdit = RequestBody<typeof dinerEditRequest>;
export type DinerHistoryPage = RequestBody<typeof dinerHistoryRequest>;
export type DinerPhotoRemove = RequestBody<typeof dinerPhotoRequest>;
export type DinerDuplicatesPage = RequestBody<typeof dinerDuplicatesRequest>;
export type DinerMerge = RequestBody<typeof dinerMergeRequest>;
export type DinerUnmerge = RequestBody<typeof dinerUnmergeRequest>;
export type TagAdd = RequestBody<typeof tagAddRequest>;
export type TagEdit = RequestBody<typeof tagEditRequest>;
export type TagDelete = RequestBody<typeof tagDeleteRequest>;

/** The diner and tag endpoint groups (spec §7, docs/api/diners.md) as the screens use them. */
export const dinersApi = {
  /** A search as the host types: a refusal leaves the suggestions out rather than interrupting the form. */
  suggest: (params: DinerFilter) => postQuietly<DinerFilterResult>('/api/diner/filter', params),
  /** The Diner Directory's page. */
  filter: (params: DinerFilter) => post<DinerFilterResult>('/api/diner/filter', params),
  get: (dinerId: string) => post<DinerResult>('/api/diner/get', { diner_id: dinerId }),
  /** The forms show field refusals themselves. */
  add: (body: DinerAdd) => postQuietly<DinerResult>('/api/diner/add', body),
  edit: (body: DinerEdit) => postQuietly<DinerResult>('/api/diner/edit', body),
  visitHistory: (body: DinerHistoryPage) => post<DinerHistoryResult>('/api/diner/visit_history', body),
  bookingHistory: (body: DinerHistoryPage) => post<DinerHistoryResult>('/api/diner/booking_history', body),
  removePhoto: (body: DinerPhotoRemove) => post<DinerPhotoResult>('/api/diner/remove_photo', body),
  duplicates: (body: DinerDuplicatesPage) => post<DinerDuplicatesResult>('/api/diner/duplicates', body),
  merge: (body: DinerMerge) => post<DinerMergeResult>('/api/diner/merge', body),
  unmerge: (body: DinerUnmerge) => post<DinerUnmergeResult>('/api/diner/unmerge', body),
  tags: () => get<TagListResult>('/api/tag/list'),
  /** The tag form shows "This tag already exists" on its name. */
  addTag: (body: TagAdd) => postQuietly<TagResult>('/api/tag/add', body),
  editTag: (body: TagEdit) => postQuietly<TagResult>('/api/tag/edit', body),
  deleteTag: (body: TagDelete) => post<{ tag_id: string }>('/api/tag/delete', body),
};

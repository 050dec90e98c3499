import {
  DINER_EXPORT_COLUMNS,
  DomainError,
  levelSatisfies,
  MAX_DINER_EXPORT_ROWS,
  outletClock,
  toCsv,
  translate,
  type DinerProfile,
  type dinerExportRequest,
  type DinerAddRequest,
  type DinerBookingRow,
  type DinerDuplicatesRequest,
  type DinerDuplicatesResult,
  type DinerMergeRequest,
  type DinerMergeResult,
  type DinerUnmergeRequest,
  type DinerUnmergeResult,
  type DinerEditRequest,
  type DinerFilterRequest,
  type DinerFilterResult,
  type DinerHistoryRequest,
  type DinerHistoryResult,
  type DinerImportResult,
  type DinerPhotoGetRequest,
  type DinerPhotoRequest,
  type DinerPhotoResult,
  type dinerImportRequest,
  type DinerResult,
  type TagAddRequest,
  type TagEditRequest,
  type TagListResult,
  type TagResult,
} from '@covers/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { groupOutlets, outletRidsPermitting, outletZone, type OutletCaller } from '../access';
import { handleCommand, type EventStore, type SubscriptionRunner } from '../eventstore';
import { dinerBookings, type ReservationsService } from '../reservations';
import { importDiners } from './diner-import';
import { DinerPhotos } from './diner-photo';
import { newDiner, registerDiner } from './diner-matching';
import { outletPhone } from './diner-phone';
import { dinerDecider, dinerTagsDecider } from './diners.decider';
import type { Diner } from './diners.events';
import { duplicateDiners } from './diner-duplicates.queries';
import { dinerMatchKeys } from './diner-match-keys';
import { mergeGroupDiners, outletsEditingDiners, undoGroupMerge } from './diner-merges';
import { countedDiners, dinerHolding, existingTagIds, filterDiners, findDiner, groupTags, undoableMergeInto } from './diners.queries';
import { dinerStream, dinerTagsStream } from './diners.streams';

type ProfileInput = Omit<DinerAddRequest, 'username' | 'rid' | 'lang' | 'group_uid' | 'country_code' | 'Ruid' | 'platform'>;

/**
 * The diner directory (spec §7's diner and tag groups). Diners are the group's: one stream per diner, matched by
 * phone (E.164, the outlet's country as the default) and email; tags are one stream per group. Visits,
 * cancellations and no-shows are counted from the reservations context's bookings.
 */
export class DinersService {
  private readonly photos: DinerPhotos;
  /** Kept in the background once the gateway starts it; duplicates catch it up first either way. */
  readonly matchKeys: SubscriptionRunner;

  constructor(
    private readonly store: EventStore,
    private readonly reservations: ReservationsService,
    onError?: (error: unknown) => void,
  ) {
    this.photos = new DinerPhotos(store);
    this.matchKeys = dinerMatchKeys(store, onError);
  }

  private get db() {
    return this.store.dataSource;
  }

  async add(caller: OutletCaller, request: DinerAddRequest): Promise<DinerResult> {
    const fields = await this.profileFields(caller, request, null);
    const diner: Diner = { ...newDiner(caller.groupUid, { last_name: fields.last_name }), ...fields, home_rid: caller.rid };
    if (!(await registerDiner(this.store, diner, caller.metadata, caller.rid))) throw this.taken(diner);
    return this.get(caller, { diner_id: diner.diner_id });
  }

  async edit(caller: OutletCaller, request: DinerEditRequest): Promise<DinerResult> {
    const current = await findDiner(this.db, caller.groupUid, request.diner_id);
    if (!current) throw new DomainError('DINER_NOT_FOUND');
    const fields = await this.profileFields(caller, request, request.diner_id);
    // A new VIP mark reaches the diner's upcoming bookings in the edit's own transaction.
    const vipMarking = fields.vip !== current.vip ? await this.reservations.dinerVipMarking(caller, request.diner_id, fields.vip) : {};
    await handleCommand(
      this.store,
      dinerDecider,
      { streamId: dinerStream(request.diner_id), rid: caller.rid },
      {
        type: 'EditDiner',
        data: { current: this.stored(current, caller.groupUid), diner: { ...this.stored(current, caller.groupUid), ...fields } },
      },
      caller.metadata,
      vipMarking,
    ).catch((error: unknown) => {
      // Another diner took the phone or email between the check and the write: the unique index refuses it.
      if ((error as { code?: string }).code === '23505') throw this.taken(fields);
      throw error;
    });
    return this.get(caller, { diner_id: request.diner_id });
  }

  /** diner/import: see importDiners. */
  import(caller: OutletCaller, request: z.infer<typeof dinerImportRequest>): Promise<DinerImportResult> {
    return importDiners(this.store, caller, request);
  }

  /**
   * diner/export: the directory's current search and filters as CSV, every field of spec §3 and the counts, headers and
   * values in the request's language. Only with Export Diner List (spec §6), granted apart from Diner Management.
   */
  async exportCsv(caller: OutletCaller, request: z.infer<typeof dinerExportRequest>): Promise<string> {
    if (!caller.superAdmin && !levelSatisfies(caller.permissions.exportDinerList, 'all')) throw new DomainError('FORBIDDEN');
    const { lang, ...filter } = request;
    const [{ diners }, tags] = await Promise.all([
      this.matching(caller, { ...filter, page: 1, page_size: MAX_DINER_EXPORT_ROWS }),
      groupTags(this.db, caller.groupUid),
    ]);
    const tagNames = new Map(tags.map((tag) => [tag.tag_id, tag.name]));
    const text = (key: string) => translate(lang, key);
    const value = (diner: DinerProfile, column: (typeof DINER_EXPORT_COLUMNS)[number][0]) => {
      const cell = diner[column];
      if (typeof cell === 'boolean') return text(cell ? 'common.yes' : 'common.no');
      if (column === 'gender') return text(`diners.gender_${String(cell)}`);
      if (column === 'tags') return (cell as string[]).map((id) => tagNames.get(id) ?? id).join(', ');
      return cell;
    };
    return toCsv(
      DINER_EXPORT_COLUMNS.map(([, label]) => text(`dinersUi.${label}`)),
      diners.map((diner) => DINER_EXPORT_COLUMNS.map(([column]) => value(diner, column))),
    );
  }

  /** diner/photo: the uploaded image (the multipart file), checked and stored; see DinerPhotos. */
  uploadPhoto(caller: OutletCaller, { diner_id }: DinerPhotoRequest, upload: Buffer | undefined): Promise<DinerPhotoResult> {
    return this.photos.change(caller, diner_id, upload);
  }

  removePhoto(caller: OutletCaller, { diner_id }: DinerPhotoRequest): Promise<DinerPhotoResult> {
    return this.photos.remove(caller, diner_id);
  }

  photo(caller: OutletCaller, { diner_id }: DinerPhotoGetRequest) {
    return this.photos.read(caller, diner_id);
  }

  async get(caller: OutletCaller, { diner_id }: { diner_id: string }): Promise<DinerResult> {
    const diner = await findDiner(this.db, caller.groupUid, diner_id);
    if (!diner) throw new DomainError('DINER_NOT_FOUND');
    return { diner, undoable_merge: await undoableMergeInto(this.db, diner_id) };
  }

  /** diner/duplicates: possible duplicates among the diners at outlets where the caller may edit them. */
  async duplicates(caller: OutletCaller, request: DinerDuplicatesRequest): Promise<DinerDuplicatesResult> {
    const [rids] = await Promise.all([outletsEditingDiners(this.store, caller), this.matchKeys.catchUp()]);
    return duplicateDiners(this.db, caller.groupUid, rids, request);
  }

  /** diner/merge: one diner merged into the other; the kept diner's profile after it. */
  async merge(caller: OutletCaller, request: DinerMergeRequest): Promise<DinerMergeResult> {
    const { merge_id } = await mergeGroupDiners(this.store, caller, request);
    const { diner } = await this.get(caller, { diner_id: request.keep_id });
    return { merge_id, kept_id: request.keep_id, merged_id: request.merge_id, diner };
  }

  /** diner/unmerge: a merge undone; both diners as they were before it. */
  async unmerge(caller: OutletCaller, request: DinerUnmergeRequest): Promise<DinerUnmergeResult> {
    const merge = await undoGroupMerge(this.store, caller, request);
    const [kept, restored] = [await this.get(caller, { diner_id: merge.kept_id }), await this.get(caller, { diner_id: merge.merged_id })];
    return { merge_id: merge.merge_id, kept: kept.diner, restored: restored.diner };
  }

  filter(caller: OutletCaller, request: DinerFilterRequest): Promise<DinerFilterResult> {
    return this.matching(caller, request);
  }

  /** The directory's diners for a search and filters, with their whole profiles. */
  private async matching(caller: OutletCaller, request: DinerFilterRequest) {
    const zone = await outletZone(this.db, caller.rid);
    const today = outletClock(caller.metadata.now, zone?.timezone ?? 'UTC').date;
    return filterDiners(this.db, caller.groupUid, request.scope === 'group' ? null : caller.rid, today, request);
  }

  visitHistory(caller: OutletCaller, request: DinerHistoryRequest) {
    return this.history(caller, request, true);
  }

  bookingHistory(caller: OutletCaller, request: DinerHistoryRequest) {
    return this.history(caller, request, false);
  }

  async listTags(caller: OutletCaller): Promise<TagListResult> {
    return { tags: await groupTags(this.db, caller.groupUid) };
  }

  async addTag(caller: OutletCaller, request: TagAddRequest): Promise<TagResult> {
    const tag = { tag_id: randomUUID(), name: request.name, colour: request.colour };
    const { state } = await this.decideTags(caller, { type: 'CreateTag', data: { group_uid: caller.groupUid, tag } });
    return { tag: state.tags[tag.tag_id] };
  }

  async editTag(caller: OutletCaller, request: TagEditRequest): Promise<TagResult> {
    const { tag_id, name, colour } = request;
    const { state } = await this.decideTags(caller, { type: 'EditTag', data: { group_uid: caller.groupUid, tag_id, name, colour } });
    return { tag: state.tags[tag_id] };
  }

  async deleteTag(caller: OutletCaller, { tag_id }: { tag_id: string }): Promise<{ tag_id: string }> {
    await this.decideTags(caller, { type: 'DeleteTag', data: { group_uid: caller.groupUid, tag_id } });
    return { tag_id };
  }

  private decideTags(caller: OutletCaller, command: Parameters<typeof dinerTagsDecider.decide>[0]) {
    return handleCommand(
      this.store,
      dinerTagsDecider,
      { streamId: dinerTagsStream(caller.groupUid), rid: caller.rid },
      command,
      caller.metadata,
    );
  }

  private async history(caller: OutletCaller, request: DinerHistoryRequest, visitsOnly: boolean): Promise<DinerHistoryResult> {
    await this.get(caller, request);
    const [rids, outlets] = await Promise.all([
      // Bookings at the outlets where the caller may see diners; the gateway checked the one they act at.
      outletRidsPermitting(this.store.dataSource.manager, caller, 'dinerManagement', 'view'),
      this.store.dataSource.transaction((manager) => groupOutlets(manager, caller.groupUid)),
    ]);
    const names = new Map(outlets.map((o) => [o.rid, o.name]));
    const { bookings, total } = await dinerBookings(
      this.db,
      await countedDiners(this.db, request.diner_id),
      [...new Set([caller.rid, ...rids])],
      {
        visitsOnly,
        limit: request.page_size,
        offset: (request.page - 1) * request.page_size,
      },
    );
    const rows = bookings.map((b) => ({ ...b, outlet_name: names.get(b.rid) ?? '' }) as DinerBookingRow);
    return { bookings: rows, total, page: request.page, page_size: request.page_size };
  }

  /** The profile fields of a request, checked: a valid phone (stored in E.164) and email no other diner of the group holds, the group's tags. */
  private async profileFields(caller: OutletCaller, request: ProfileInput, dinerId: string | null) {
    const phone = request.phone ? await outletPhone(this.db, caller.rid, request.phone) : null;
    const email = request.email ?? null;
    const tags = [...new Set(request.tag_ids ?? [])];
    if (tags.length > 0 && (await existingTagIds(this.db, caller.groupUid, tags)).length !== tags.length) {
      throw new DomainError('TAG_NOT_FOUND');
    }
    const fields = {
      salutation: request.salutation ?? null,
      first_name: request.first_name || null,
      last_name: request.last_name,
      phone,
      email,
      vip: request.vip ?? false,
      gender: request.gender ?? 'Unspecified',
      nationality: request.nationality ?? null,
      organisation: request.organisation ?? null,
      birthday: request.birthday ?? null,
      anniversary: request.anniversary ?? null,
      tags,
      dining_preferences: request.dining_preferences ?? null,
      seating_preferences: request.seating_preferences ?? null,
      notes: request.notes ?? null,
      marketing_opt_in: request.marketing_opt_in ?? false,
      membership: request.membership ?? null,
    };
    if (phone && (await dinerHolding(this.db, caller.groupUid, 'phone', phone, dinerId))) throw new DomainError('DINER_PHONE_TAKEN');
    if (email && (await dinerHolding(this.db, caller.groupUid, 'email', email, dinerId))) throw new DomainError('DINER_EMAIL_TAKEN');
    return fields;
  }

  private taken(fields: Pick<Diner, 'phone' | 'email'>): DomainError {
    return new DomainError(fields.phone ? 'DINER_PHONE_TAKEN' : 'DINER_EMAIL_TAKEN');
  }

  /** The stored diner of a profile read (without the counts, which are not part of it). */
  private stored(profile: Awaited<ReturnType<typeof findDiner>> & object, groupUid: string): Diner {
    const {
      visit_count: _v,
      cancellation_count: _c,
      no_show_count: _n,
      last_visit: _l,
      created_at: _t,
      photo_version: _p,
      ...diner
    } = profile;
    return { ...diner, group_uid: groupUid } as Diner;
  }
}

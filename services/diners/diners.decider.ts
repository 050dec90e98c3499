import { DINER_IMPORT_COLUMNS, DomainError, MAX_TAGS, tagNameKey } from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { DinerCommand, DinerCommands, DinerTagCommand, DinerTagCommands } from './diners.commands';
import type { Diner, DinerEvent } from './diners.events';
import {
  evolveDiner,
  evolveDinerTags,
  initialDinerState,
  initialDinerTagsState,
  type DinerState,
  type DinerTagsState,
} from './diners.state';

/** A diner's own fields, as staff edit them (the directory's columns but the ids): what an import maps, and the tags. */
export const DINER_PROFILE_KEYS = [...DINER_IMPORT_COLUMNS, 'tags'] as const satisfies readonly (keyof Diner)[];

type DinerDecision<K extends keyof DinerCommands> = (data: DinerCommands[K], state: DinerState) => DinerEvent[];
type TagDecision<K extends keyof DinerTagCommands> = (data: DinerTagCommands[K], state: DinerTagsState) => DinerEvent[];

const editDiner: DinerDecision<'EditDiner'> = ({ current, diner }, state) => {
  const before = state.diner ?? current;
  if (state.merged_into) throw new DomainError('DINER_NOT_FOUND');
  if (before.diner_id !== diner.diner_id || before.group_uid !== diner.group_uid) throw new DomainError('DINER_NOT_FOUND');
  if (DINER_PROFILE_KEYS.every((key) => JSON.stringify(before[key] ?? null) === JSON.stringify(diner[key] ?? null))) return [];
  return [{ type: 'DinerEdited', data: { diner } }];
};

const changePhoto: DinerDecision<'ChangePhoto'> = ({ diner_id, photo }, state) =>
  state.photo_version === photo.version ? [] : [{ type: 'DinerPhotoChanged', data: { diner_id, photo } }];

const removePhoto: DinerDecision<'RemovePhoto'> = ({ diner_id }, state) =>
  state.photo_version === null ? [] : [{ type: 'DinerPhotoRemoved', data: { diner_id } }];

/** Idempotent: a diner already opted out (by staff or an earlier link) records nothing. */
const unsubscribe: DinerDecision<'Unsubscribe'> = ({ current, message_id }, state) => {
  const diner = state.diner ?? current;
  if (state.merged_into) throw new DomainError('DINER_NOT_FOUND');
  return diner.marketing_opt_in ? [{ type: 'DinerUnsubscribed', data: { diner_id: diner.diner_id, message_id } }] : [];
};

/** "This tag already exists": names are compared regardless of case and spacing. */
function requireFreeName(state: DinerTagsState, name: string, except?: string): void {
  const key = tagNameKey(name);
  const taken = Object.values(state.tags).some((tag) => tag.tag_id !== except && tagNameKey(tag.name) === key);
  if (taken) throw new DomainError('TAG_NAME_TAKEN', { name: 'diners.tagExists' });
}

function requireTag(state: DinerTagsState, tagId: string) {
  const tag = state.tags[tagId];
  if (!tag) throw new DomainError('TAG_NOT_FOUND');
  return tag;
}

const createTag: TagDecision<'CreateTag'> = ({ group_uid, tag }, state) => {
  if (Object.keys(state.tags).length >= MAX_TAGS) throw new DomainError('TAG_LIMIT_REACHED');
  requireFreeName(state, tag.name);
  return [{ type: 'DinerTagCreated', data: { group_uid, tag: { ...tag, name: tag.name.trim().replace(/\s+/g, ' ') } } }];
};

const editTag: TagDecision<'EditTag'> = ({ group_uid, tag_id, name, colour }, state) => {
  const tag = requireTag(state, tag_id);
  if (name !== undefined) requireFreeName(state, name, tag_id);
  const edited = { tag_id, name: name?.trim().replace(/\s+/g, ' ') ?? tag.name, colour: colour ?? tag.colour };
  if (edited.name === tag.name && edited.colour === tag.colour) return [];
  return [{ type: 'DinerTagEdited', data: { group_uid, tag: edited } }];
};

const deleteTag: TagDecision<'DeleteTag'> = ({ group_uid, tag_id }, state) => {
  requireTag(state, tag_id);
  return [{ type: 'DinerTagDeleted', data: { group_uid, tag_id } }];
};

const dinerDecisions: { [K in keyof DinerCommands]: DinerDecision<K> } = {
  EditDiner: editDiner,
  ChangePhoto: changePhoto,
  RemovePhoto: removePhoto,
  Unsubscribe: unsubscribe,
};
const tagDecisions: { [K in keyof DinerTagCommands]: TagDecision<K> } = { CreateTag: createTag, EditTag: editTag, DeleteTag: deleteTag };

export const dinerDecider: Decider<DinerState, DinerCommand, DinerEvent> = {
  initialState: initialDinerState,
  decide: decideBy(dinerDecisions),
  evolve: evolveDiner,
};

export const dinerTagsDecider: Decider<DinerTagsState, DinerTagCommand, DinerEvent> = {
  initialState: initialDinerTagsState,
  decide: decideBy(tagDecisions),
  evolve: evolveDinerTags,
};

import type { Command } from '../eventstore';
import type { Diner, DinerPhotoRecord, DinerTagRecord } from './diners.events';

/** What staff do to one diner's profile. */
export interface DinerCommands {
  /** The profile as edited. `current` is the diner as read: an import's diners have no stream of their own yet. */
  EditDiner: { current: Diner; diner: Diner };
  /** The photo as prepared (checked, resized, re-encoded); the same version as the current one changes nothing. */
  ChangePhoto: { diner_id: string; photo: DinerPhotoRecord };
  RemovePhoto: { diner_id: string };
  /** The diner's own opt-out from marketing messages; `current` as for EditDiner. */
  Unsubscribe: { current: Diner; message_id: string | null };
}
export type DinerCommand = Command<DinerCommands>;

/** What a manager does to the group's diner tags. */
export interface DinerTagCommands {
  CreateTag: { group_uid: string; tag: DinerTagRecord };
  EditTag: { group_uid: string; tag_id: string; name?: string; colour?: string };
  DeleteTag: { group_uid: string; tag_id: string };
}
export type DinerTagCommand = Command<DinerTagCommands>;

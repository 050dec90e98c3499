import type { DinerCommand, DinerTagCommand } from '../diners.commands';
import type { Diner, DinerPhotoRecord } from '../diners.events';

/** Command builders named as staff speak of diners and their tags. */
export const editDiner = (current: Diner, changes: Partial<Diner>): DinerCommand => ({
  type: 'EditDiner',
  data: { current, diner: { ...current, ...changes } },
});
export const createTag = (tagId: string, name: string, colour = '#f08c00'): DinerTagCommand => ({
  type: 'CreateTag',
  data: { group_uid: 'acme', tag: { tag_id: tagId, name, colour } },
});
export const renameTag = (tagId: string, name: string): DinerTagCommand => ({
  type: 'EditTag',
  data: { group_uid: 'acme', tag_id: tagId, name },
});
export const recolourTag = (tagId: string, colour: string): DinerTagCommand => ({
  type: 'EditTag',
  data: { group_uid: 'acme', tag_id: tagId, colour },
});
export const deleteTag = (tagId: string): DinerTagCommand => ({ type: 'DeleteTag', data: { group_uid: 'acme', tag_id: tagId } });
export const changePhoto = (dinerId: string, photo: DinerPhotoRecord): DinerCommand => ({
  type: 'ChangePhoto',
  data: { diner_id: dinerId, photo },
});
export const removePhoto = (dinerId: string): DinerCommand => ({ type: 'RemovePhoto', data: { diner_id: dinerId } });

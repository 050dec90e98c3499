import { deciderSpec } from '../testing/decider-spec';
import { newDiner } from './diner-matching';
import { dinerDecider, dinerTagsDecider } from './diners.decider';
import type { DinerEvent } from './diners.events';
import { changePhoto, createTag, deleteTag, editDiner, recolourTag, removePhoto, renameTag } from './testing/diners-commands';

const metadata = { actor: 'user-1', now: '2026-11-24T10:00:00.000Z' };
const givenDiner = deciderSpec(dinerDecider, metadata);
const givenTags = deciderSpec(dinerTagsDecider, metadata);

const tan = newDiner('acme', { last_name: 'Tan', phone: '+6591234567' });
const registered: DinerEvent = { type: 'DinerRegistered', data: { diner: tan } };
const wine: DinerEvent = {
  type: 'DinerTagCreated',
  data: { group_uid: 'acme', tag: { tag_id: 't1', name: 'Wine Lover', colour: '#f08c00' } },
};

describe('diner decider', () => {
  it('records an edit of the profile, and nothing when nothing changed', () => {
    givenDiner([registered])
      .when(editDiner(tan, { notes: 'Window seat', vip: true }))
      .then([{ type: 'DinerEdited', data: { diner: { ...tan, notes: 'Window seat', vip: true } } }]);
    givenDiner([registered]).when(editDiner(tan, {})).then([]);
  });

  it('records a diner unsubscribing from marketing once, an imported diner too, never a diner merged away', () => {
    const optedIn = { ...tan, marketing_opt_in: true };
    const unsubscribe = (current = optedIn) => ({ type: 'Unsubscribe' as const, data: { current, message_id: 'm1' } });
    const unsubscribed: DinerEvent = { type: 'DinerUnsubscribed', data: { diner_id: tan.diner_id, message_id: 'm1' } };
    givenDiner([{ type: 'DinerRegistered', data: { diner: optedIn } }])
      .when(unsubscribe())
      .then([unsubscribed]);
    givenDiner([]).when(unsubscribe()).then([unsubscribed]);
    givenDiner([{ type: 'DinerRegistered', data: { diner: optedIn } }, unsubscribed])
      .when(unsubscribe())
      .then([]);
    givenDiner([registered]).when(unsubscribe(tan)).then([]);
    givenDiner([{ type: 'DinerMergedAway', data: { merge_id: 'x', kept_id: 'k', diner: optedIn, absorbed: [] } }])
      .when(unsubscribe())
      .thenThrows('DINER_NOT_FOUND');
  });

  it('edits an imported diner (no stream of their own) from the profile as read, never another group or id', () => {
    givenDiner([])
      .when(editDiner(tan, { first_name: 'Mei' }))
      .then([{ type: 'DinerEdited', data: { diner: { ...tan, first_name: 'Mei' } } }]);
    givenDiner([registered])
      .when(editDiner(tan, { group_uid: 'other' }))
      .thenThrows('DINER_NOT_FOUND');
  });

  it('records a new photo by its version, nothing for the same photo again, and a removal only of a photo there is', () => {
    const photo = { version: '0123456789abcdef', content_type: 'image/webp', width: 384, height: 512, byte_size: 2048 };
    const changed: DinerEvent = { type: 'DinerPhotoChanged', data: { diner_id: tan.diner_id, photo } };
    givenDiner([registered]).when(changePhoto(tan.diner_id, photo)).then([changed]);
    givenDiner([registered, changed]).when(changePhoto(tan.diner_id, photo)).then([]);
    givenDiner([registered, changed])
      .when(changePhoto(tan.diner_id, { ...photo, version: 'fedcba9876543210' }))
      .then([{ type: 'DinerPhotoChanged', data: { diner_id: tan.diner_id, photo: { ...photo, version: 'fedcba9876543210' } } }]);
    givenDiner([registered, changed])
      .when(removePhoto(tan.diner_id))
      .then([{ type: 'DinerPhotoRemoved', data: { diner_id: tan.diner_id } }]);
    givenDiner([registered]).when(removePhoto(tan.diner_id)).then([]);
  });
});

describe('diner tags decider', () => {
  it('creates a tag with its spacing tidied, refusing a name another tag has regardless of case and spacing', () => {
    givenTags([]).when(createTag('t1', ' Wine   Lover ')).then([wine]);
    givenTags([wine])
      .when(createTag('t2', 'wine lover'))
      .thenThrows('TAG_NAME_TAKEN', { fields: { name: 'diners.tagExists' } });
  });

  it('renames and recolours a tag, keeping its own name free, and deletes it', () => {
    givenTags([wine])
      .when(renameTag('t1', 'WINE LOVER'))
      .then([{ type: 'DinerTagEdited', data: { group_uid: 'acme', tag: { tag_id: 't1', name: 'WINE LOVER', colour: '#f08c00' } } }]);
    givenTags([wine])
      .when(recolourTag('t1', '#123456'))
      .then([{ type: 'DinerTagEdited', data: { group_uid: 'acme', tag: { tag_id: 't1', name: 'Wine Lover', colour: '#123456' } } }]);
    givenTags([wine])
      .when(deleteTag('t1'))
      .then([{ type: 'DinerTagDeleted', data: { group_uid: 'acme', tag_id: 't1' } }]);
  });

  it('refuses to touch a tag that does not exist', () => {
    givenTags([]).when(renameTag('t9', 'Regular')).thenThrows('TAG_NOT_FOUND');
    givenTags([wine, { type: 'DinerTagDeleted', data: { group_uid: 'acme', tag_id: 't1' } }])
      .when(deleteTag('t1'))
      .thenThrows('TAG_NOT_FOUND');
  });
});

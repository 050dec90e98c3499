import { DomainError, type DinerPhotoResult } from '@covers/shared';
import type { OutletCaller } from '../access';
import { handleCommand, type EventStore } from '../eventstore';
import { preparePhoto } from './diner-photo-image';
import { deletePhotoBytes, isGroupDiner, readDinerPhoto, savePhotoBytes } from './diner-photo-store';
import { dinerDecider } from './diners.decider';
import { dinerStream } from './diners.streams';

/** Spec §7's diner photo: one photo per diner of the group, stored by the server, its version on the diner's stream. */
export class DinerPhotos {
  constructor(private readonly store: EventStore) {}

  /** The upload checked (size, content), prepared and stored with its event; a refusal writes nothing. */
  async change(caller: OutletCaller, dinerId: string, upload: Buffer | undefined): Promise<DinerPhotoResult> {
    if (!upload) throw new DomainError('VALIDATION_FAILED', { photo: 'validation.required' });
    await this.requireDiner(caller, dinerId);
    const { bytes, record } = await preparePhoto(upload);
    await handleCommand(
      this.store,
      dinerDecider,
      { streamId: dinerStream(dinerId), rid: caller.rid },
      { type: 'ChangePhoto', data: { diner_id: dinerId, photo: record } },
      caller.metadata,
      { alongside: (tx) => savePhotoBytes(tx.manager, dinerId, record, bytes, caller.metadata.now) },
    );
    return { diner_id: dinerId, photo_version: record.version };
  }

  async remove(caller: OutletCaller, dinerId: string): Promise<DinerPhotoResult> {
    await this.requireDiner(caller, dinerId);
    await handleCommand(
      this.store,
      dinerDecider,
      { streamId: dinerStream(dinerId), rid: caller.rid },
      { type: 'RemovePhoto', data: { diner_id: dinerId } },
      caller.metadata,
      { alongside: (tx) => deletePhotoBytes(tx.manager, dinerId) },
    );
    return { diner_id: dinerId, photo_version: null };
  }

  /** The stored image and its version. */
  async read(caller: OutletCaller, dinerId: string) {
    const found = await readDinerPhoto(this.store.dataSource, caller.groupUid, dinerId);
    if (!found) throw new DomainError('DINER_NOT_FOUND');
    if (!found.photo) throw new DomainError('PHOTO_NOT_FOUND');
    return found.photo;
  }

  /** Another group's diner is not found either. */
  private async requireDiner(caller: OutletCaller, dinerId: string) {
    if (!(await isGroupDiner(this.store.dataSource, caller.groupUid, dinerId))) throw new DomainError('DINER_NOT_FOUND');
  }
}

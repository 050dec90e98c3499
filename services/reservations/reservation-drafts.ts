import { DomainError } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import { decideBy, type Command, type Decider, type DomainEvent, type Projection, type RecordedEvent } from '../eventstore';

/** Drafts: unfinished booking forms kept per outlet (spec §2), until deleted or turned into a booking. */
export type DraftEvent =
  | DomainEvent<'ReservationDraftSaved', { draft_id: string; data: Record<string, unknown> }>
  | DomainEvent<'ReservationDraftDeleted', { draft_id: string; converted_to: string | null }>;

/** What staff do with a booking form left unfinished. */
export interface DraftCommands {
  SaveDraft: { draftId: string; form: Record<string, unknown> };
  DeleteDraft: { draftId: string; convertedTo: string | null };
}
export type DraftCommand<T extends keyof DraftCommands = keyof DraftCommands> = Command<DraftCommands, T>;

const decisions: { [K in keyof DraftCommands]: (data: DraftCommands[K], drafts: Set<string>) => DraftEvent[] } = {
  SaveDraft: ({ draftId, form }) => [{ type: 'ReservationDraftSaved', data: { draft_id: draftId, data: form } }],
  DeleteDraft: ({ draftId, convertedTo }, drafts) => {
    if (!drafts.has(draftId)) throw new DomainError('NOT_FOUND', {}, { draft_id: draftId });
    return [{ type: 'ReservationDraftDeleted', data: { draft_id: draftId, converted_to: convertedTo } }];
  },
};

/** The outlet's open drafts, by id. */
export const draftsDecider: Decider<Set<string>, DraftCommand, DraftEvent> = {
  initialState: () => new Set(),
  decide: decideBy(decisions),
  evolve(drafts, event) {
    if (event.type === 'ReservationDraftSaved') drafts.add(event.data.draft_id);
    else drafts.delete(event.data.draft_id);
    return drafts;
  },
};

export const draftsProjection: Projection = {
  name: 'reservation-drafts',
  tables: ['reservation_drafts'],
  handles: ['ReservationDraftSaved', 'ReservationDraftDeleted'],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as DraftEvent;
    if (event.type === 'ReservationDraftDeleted') {
      await manager.query(`DELETE FROM reservation_drafts WHERE rid = $1 AND draft_id = $2`, [recorded.rid, event.data.draft_id]);
      return;
    }
    await manager.query(
      `INSERT INTO reservation_drafts (rid, draft_id, data, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (rid, draft_id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
      [recorded.rid, event.data.draft_id, JSON.stringify(event.data.data), recorded.metadata.actor, recorded.metadata.now],
    );
  },
};

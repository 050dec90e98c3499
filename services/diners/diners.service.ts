import type { DinerFilterResult, dinerFilterRequest } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { OutletCaller } from '../access';
import type { EventStore } from '../eventstore';
import { findDiners } from './diners.queries';

/** How a diner's bookings went: the reservations context's figures, handed in (diners do not read its tables). */
export type VisitStatsOf = (
  db: DataSource | EntityManager,
  dinerIds: readonly string[],
) => Promise<{ diner_id: string; visits: number; no_shows: number; cancellations: number; last_visit: string | null }[]>;

const NO_VISITS = { visits: 0, no_shows: 0, cancellations: 0, last_visit: null };

/** Spec §7's diner group: the group's diner directory. */
export class DinersService {
  constructor(
    private readonly store: EventStore,
    private readonly visitStatsOf: VisitStatsOf,
  ) {}

  /** diner/filter: the diners the host may mean, each with their visits. */
  async filter(caller: OutletCaller, request: z.infer<typeof dinerFilterRequest>): Promise<DinerFilterResult> {
    const cards = await findDiners(this.store.dataSource, caller.groupUid, request.query, request.limit);
    const stats = new Map(
      (
        await this.visitStatsOf(
          this.store.dataSource,
          cards.map((d) => d.diner_id),
        )
      ).map((s) => [s.diner_id, s]),
    );
    return { diners: cards.map((card) => ({ ...card, ...NO_VISITS, ...stats.get(card.diner_id) })) };
  }
}

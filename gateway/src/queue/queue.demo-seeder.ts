import { randomBytes } from 'node:crypto';
import { ReservationsService } from '@covers/services/reservations';
import { QueueService } from '@covers/services/queue';
import type { DemoContext, DemoSeeder } from '../demo/demo-seeder';

/** Four parties of different sizes in the second outlet's queue, the first offered a table; check-in and screen links at both outlets. */
export const queueDemoSeeder: DemoSeeder = {
  name: 'queue',
  async seed(ctx: DemoContext) {
    // The seed hands no party its status link: any key signs the links it drops.
    const queue = new QueueService(ctx.store, new ReservationsService(ctx.store), { partySecret: randomBytes(32).toString('hex') });
    const host = ctx.users[0];
    for (const [index, outlet] of ctx.outlets.entries()) {
      const actor = {
        rid: outlet.rid,
        groupUid: ctx.groupUid,
        username: host?.username ?? 'demo',
        metadata: { actor: host?.userId ?? 'system', now: ctx.now },
      };
      for (const purpose of ['check_in', 'screen'] as const) await queue.issueLink(actor, { purpose });
      if (index !== 1) continue;
      const parties = [
        { pax: 2, last_name: 'Suda', phone: '+66812345601' },
        { pax: 4, last_name: 'Wong', phone: '+66812345602' },
        { pax: 2, last_name: 'Chai', phone: '+66812345603' },
        { pax: 6, last_name: 'Pim', phone: '+66812345604' },
      ];
      const tickets = [];
      for (const party of parties) tickets.push(await queue.join(actor, { ...party, book_anyway: true }));
      await queue.updateStatus(actor, { reservation_id: tickets[0].reservation_id, action: 'offer', book_anyway: false });
    }
  },
};

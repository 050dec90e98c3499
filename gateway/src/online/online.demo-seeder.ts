import { handleCommand } from '@covers/services/eventstore';
import { onlineDecider, onlineStreamId, type OnlineCommand } from '@covers/services/online';
import { DEFAULT_ONLINE_SETTINGS } from '@covers/shared';
import type { DemoContext, DemoSeeder } from '../demo/demo-seeder';

/** Online booking open at both demo outlets; the first holds four dinner seats back for regulars who call. */
export const onlineDemoSeeder: DemoSeeder = {
  name: 'online',
  async seed(ctx: DemoContext) {
    const meta = { actor: ctx.users[0]?.userId ?? 'system', now: ctx.now };
    for (const [index, outlet] of ctx.outlets.entries()) {
      const send = (command: OnlineCommand) =>
        handleCommand(ctx.store, onlineDecider, { streamId: onlineStreamId(outlet.rid), rid: outlet.rid }, command, meta);
      const settings = {
        ...DEFAULT_ONLINE_SETTINGS,
        enabled: true,
        confirmationText: 'We hold your table for 15 minutes. To change your booking, call us.',
      };
      await send({ type: 'SaveOnlineSettings', data: { settings } });
      if (index === 0) {
        const hold = { hold_id: '7f0c3a52-9d2e-4b61-8a47-3f5e2c1d9b80', service_id: 'svc-2', scope: 'service' as const, covers: 4 };
        await send({ type: 'SaveOfflineSeats', data: { holds: [hold], serviceIds: ['svc-2'], sectionIds: [] } });
      }
    }
  },
};

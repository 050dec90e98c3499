import { DEFAULT_ONLINE_SETTINGS, ERROR_CODES, heldCoversAt, heldSectionIds, type OfflineHold } from '@covers/shared';
import { onlineDecider } from './online.decider';
import { evolveOnline, initialOnlineSetup } from './online.state';

const HOLDS: OfflineHold[] = [
  { hold_id: 'a', service_id: 'svc-1', scope: 'service', covers: 4 },
  { hold_id: 'b', service_id: 'svc-1', scope: 'interval', interval_minute: 1140, covers: 2 },
  { hold_id: 'c', service_id: 'svc-1', scope: 'section', section_id: 'terrace' },
  { hold_id: 'd', service_id: 'svc-2', scope: 'service', covers: 10 },
];

describe('online decider', () => {
  it('saves the settings and the holds, which the state then holds', () => {
    const settings = { ...DEFAULT_ONLINE_SETTINGS, enabled: true };
    const events = [
      ...onlineDecider.decide({ type: 'SaveOnlineSettings', data: { settings } }, initialOnlineSetup(), { actor: 'u', now: '' }),
      ...onlineDecider.decide(
        { type: 'SaveOfflineSeats', data: { holds: HOLDS, serviceIds: ['svc-1', 'svc-2'], sectionIds: ['terrace'] } },
        initialOnlineSetup(),
        { actor: 'u', now: '' },
      ),
    ];
    expect(events.reduce(evolveOnline, initialOnlineSetup())).toEqual({ settings, holds: HOLDS });
  });

  it('refuses holds naming a service or section the outlet does not have, by path', () => {
    const decide = () =>
      onlineDecider.decide(
        { type: 'SaveOfflineSeats', data: { holds: HOLDS, serviceIds: ['svc-1'], sectionIds: [] } },
        initialOnlineSetup(),
        { actor: 'u', now: '' },
      );
    expect(decide).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        fields: { 'holds.2.section_id': 'errors.notFound', 'holds.3.service_id': 'errors.notFound' },
      }),
    );
    expect(ERROR_CODES.VALIDATION_FAILED.code).toBe(40001);
  });

  it('counts the covers held at a time: the service’s at every interval, an interval’s only at its own', () => {
    expect(heldCoversAt(HOLDS, 'svc-1', 1140)).toEqual({ covers: 4, intervalCovers: 2 });
    expect(heldCoversAt(HOLDS, 'svc-1', 1155)).toEqual({ covers: 4, intervalCovers: 0 });
    expect(heldCoversAt(HOLDS, 'svc-3', 1140)).toEqual({ covers: 0, intervalCovers: 0 });
    expect(heldSectionIds(HOLDS, 'svc-1')).toEqual(['terrace']);
  });
});

import type { EntityManager } from 'typeorm';
import type { BookedReservation } from '../engine/engine.types';

/**
 * Rows in the reservations context's read model, for tests and the benchmark that need bookings without
 * going through that context's commands. Only the columns the engine reads carry meaning.
 */
export async function insertReservationRows(manager: EntityManager, rid: number, rows: BookedReservation[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((r) => ({
      reservation_id: r.reservationId,
      kind: 'reservation',
      status: r.status,
      date: r.date,
      time_minute: r.timeMinute,
      duration_minutes: r.durationMinutes ?? 90,
      pax: r.pax,
      adults: r.pax,
      children: 0,
      table_ids: r.tableIds,
      service_id: r.serviceId,
      last_name: 'Guest',
      vip: false,
      tags: [],
      taken_by: 'test',
      deposit_status: 'none',
      source: 'Phone',
      flags: [],
      created_at: '2026-01-01T00:00:00Z',
      created_by: 'test',
      updated_at: '2026-01-01T00:00:00Z',
    }));
    await manager.query(
      `INSERT INTO reservations (${COLUMNS}) SELECT ${COLUMNS} FROM jsonb_populate_recordset(null::reservations, $1::jsonb)`,
      [JSON.stringify(batch.map((b) => ({ ...b, rid })))],
    );
  }
}

const COLUMNS =
  'rid, reservation_id, kind, status, date, time_minute, duration_minutes, pax, adults, children, table_ids, service_id, last_name, vip, tags, taken_by, deposit_status, source, flags, created_at, created_by, updated_at';

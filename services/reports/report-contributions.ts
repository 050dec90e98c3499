/**
 * The rollup rows bookings count in: their day (or month) in total and by hour, source, party size, kind and known
 * diner, each by status. `bookings` is a source of report_bookings rows with a `sign` column: 1 counts a row in, -1
 * out, so a booking's old and new rows together move its figures in one statement.
 */
export const contributionSql = (bookings: string, table: 'report_rollups' | 'report_rollups_monthly') => `
  INSERT INTO ${table} AS t (rid, date, dimension, value, status, bookings, adults, children)
  SELECT b.rid, ${table === 'report_rollups' ? 'b.date' : `date_trunc('month', b.date)::date`}, d.dimension, d.value, b.status,
         sum(b.sign), sum(b.sign * b.adults), sum(b.sign * b.children)
    FROM ${bookings} b
   CROSS JOIN LATERAL (VALUES ('total', ''), ('hour', b.hour::text), ('source', b.source), ('party_size', (b.adults + b.children)::text),
                              ('kind', b.kind), ('diner', (b.diner_id IS NOT NULL)::text)) AS d(dimension, value)
   GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (rid, dimension, date, value, status) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, adults = t.adults + EXCLUDED.adults, children = t.children + EXCLUDED.children`;

/** Two CTEs, daily and monthly, moving both rollups by the signed bookings of the CTE named `signed`. */
export const rollupsCtes = (signed: string) =>
  `daily AS (${contributionSql(signed, 'report_rollups')}), monthly AS (${contributionSql(signed, 'report_rollups_monthly')})`;

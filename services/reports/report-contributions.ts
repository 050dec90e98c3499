/** The rollup rows one booking counts in: its day (or month) in total and by hour, source, party size, kind and known diner, each by status. */
export const contributionSql = (bookings: string, sign: '+' | '-', table: 'report_rollups' | 'report_rollups_monthly') => `
  INSERT INTO ${table} AS t (rid, date, dimension, value, status, bookings, adults, children)
  SELECT b.rid, ${table === 'report_rollups' ? 'b.date' : `date_trunc('month', b.date)::date`}, d.dimension, d.value, b.status,
         ${sign}count(*), ${sign}sum(b.adults), ${sign}sum(b.children)
    FROM ${bookings} b
   CROSS JOIN LATERAL (VALUES ('total', ''), ('hour', b.hour::text), ('source', b.source), ('party_size', (b.adults + b.children)::text),
                              ('kind', b.kind), ('diner', (b.diner_id IS NOT NULL)::text)) AS d(dimension, value)
   GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (rid, dimension, date, value, status) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, adults = t.adults + EXCLUDED.adults, children = t.children + EXCLUDED.children`;

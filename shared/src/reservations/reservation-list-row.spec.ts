import { expandListRow, type ReservationListRow } from './reservation-list-row';

const compact: ReservationListRow = {
  reservation_id: '6f1c1a5e-1d0b-4d7e-9a43-7c1b1f0e2a11',
  kind: 'reservation',
  status: 'Booked',
  shown_status: 'Late',
  date: '2030-01-15',
  time_minute: 1140,
  duration_minutes: 90,
  pax: 2,
  adults: 2,
  children: 0,
  last_name: 'Tan',
  vip: false,
  taken_by: 'Alice',
  deposit_status: 'none',
  source: 'Phone',
  created_at: '2030-01-01T10:00:00.000Z',
  created_by: 'u1',
  updated_at: '2030-01-01T10:00:00.000Z',
};

describe('expandListRow', () => {
  it('gives every left-out nullable field as null and every left-out list as empty', () => {
    const row = expandListRow(compact);
    expect(row).toMatchObject(compact);
    expect(
      Object.keys(row)
        .filter((key) => row[key as keyof typeof row] === null)
        .sort(),
    ).toEqual(
      [
        'service_id',
        'session',
        'diner_id',
        'salutation',
        'first_name',
        'phone',
        'email',
        'remarks',
        'special_requests',
        'staff_notes',
        'occasion',
        'deposit_amount',
        'customer_spend',
        'hotel_name',
        'room_number',
        'booked_by',
        'third_party_name',
        'third_party_phone',
        'third_party_email',
        'third_party_relationship',
        'campaign_id',
        'seated_at',
      ].sort(),
    );
    expect(row).toMatchObject({ table_ids: [], tags: [], flags: [] });
  });

  it('keeps the fields a row has, and gives each row lists of its own', () => {
    const row = expandListRow({ ...compact, first_name: 'Mei', table_ids: ['t1'], deposit_amount: 0 });
    expect(row).toMatchObject({ first_name: 'Mei', table_ids: ['t1'], deposit_amount: 0 });
    const [a, b] = [expandListRow(compact), expandListRow(compact)];
    a.tags.push('changed');
    expect(b.tags).toEqual([]);
  });
});

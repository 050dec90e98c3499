import type { ReservationRow } from '@covers/shared';
import { useState } from 'react';
import { QueuePanel } from '../../../queue/components/QueuePanel';
import { ReservationPanels, useReservationPanels } from '../../components/ReservationPanels';
import { useAddBookingLink } from '../../links/use-add-booking-link';
import { BatchStatusBar } from './BatchStatusBar';
import { ReservationTable } from './ReservationTable';
import { ReservationToolbar } from './ReservationToolbar';
import { useListedDay } from './use-listed-day';
import '../../reservations.css';

/** The main page's list view (`/`): tabs, filters, search and counts over the day, the booking panels. */
export default function ReservationListPage() {
  const { params, now, rows, loading } = useListedDay();
  return (
    <ReservationPanels params={params} now={now}>
      <div className="reservation-list-with-queue">
        <ListBody rows={rows} loading={loading} now={now} date={params.date} />
        {params.date === now.date && <QueuePanel />}
      </div>
    </ReservationPanels>
  );
}

function ListBody({
  rows,
  loading,
  now,
  date,
}: {
  rows: ReservationRow[];
  loading: boolean;
  now: { date: string; minute: number };
  date: string;
}) {
  const panels = useReservationPanels();
  useAddBookingLink(date);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  // Rows that left the list (another day, a filter, a status change) leave the selection.
  const selected = rows.filter((row) => selectedIds.includes(row.reservation_id));
  return (
    <div className="reservation-list">
      <ReservationToolbar />
      <BatchStatusBar selected={selected} now={now} onDone={() => setSelectedIds([])} />
      <ReservationTable
        rows={rows}
        loading={loading}
        onOpen={panels.openDetail}
        selectedIds={selected.map((row) => row.reservation_id)}
        onSelect={setSelectedIds}
      />
    </div>
  );
}

import type { ReservationRow } from '@covers/shared';
import { ReservationPanels, useReservationPanels } from '../../components/ReservationPanels';
import { ReservationTable } from './ReservationTable';
import { ReservationToolbar } from './ReservationToolbar';
import { useListedDay } from './use-listed-day';
import '../../reservations.css';

/** The main page's list view (`/`): tabs, filters, search and counts over the day, the booking panels. */
export default function ReservationListPage() {
  const { params, now, rows, loading } = useListedDay();
  return (
    <ReservationPanels params={params} now={now}>
      <ListBody rows={rows} loading={loading} />
    </ReservationPanels>
  );
}

function ListBody({ rows, loading }: { rows: ReservationRow[]; loading: boolean }) {
  const panels = useReservationPanels();
  return (
    <div className="reservation-list">
      <ReservationToolbar />
      <ReservationTable rows={rows} loading={loading} onOpen={panels.openDetail} />
    </div>
  );
}

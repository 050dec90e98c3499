import { useDayList } from '../../hooks/use-reservation-queries';
import { ReservationPanels, useReservationPanels } from '../../components/ReservationPanels';
import { ReservationTable } from './ReservationTable';
import { ReservationToolbar } from './ReservationToolbar';
import { useListParams } from './use-list-params';
import { useNow } from '../../hooks/use-now';
import '../../reservations.css';

/** The main page's list view (`/`): tabs, filters, search and counts over the day, the booking panels. */
export default function ReservationListPage() {
  const { params } = useListParams();
  const list = useDayList(params);
  const now = useNow(list.data?.now);
  return (
    <ReservationPanels params={params} now={now}>
      <ListBody rows={list.data?.reservations ?? []} loading={list.isLoading} />
    </ReservationPanels>
  );
}

function ListBody({ rows, loading }: { rows: NonNullable<ReturnType<typeof useDayList>['data']>['reservations']; loading: boolean }) {
  const panels = useReservationPanels();
  return (
    <div className="reservation-list">
      <ReservationToolbar />
      <ReservationTable rows={rows} loading={loading} onOpen={panels.openDetail} />
    </div>
  );
}

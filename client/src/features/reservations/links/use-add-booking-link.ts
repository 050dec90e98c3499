import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReservationPanels } from '../components/ReservationPanels';

/** A caller's number as telephony gives it: international digits without the '+' ("6591234567"). */
const callerNumber = (phone: string | undefined) => (phone && /^[1-9][0-9]{7,14}$/.test(phone) ? `+${phone}` : phone);

/**
 * `/?add_reservation=hoiio&phone=…` (a call came in) opens Add reservation with the caller's number; the link's
 * fields then leave the address, so a reload or Back does not open the form again. `rid` was made current at sign-in.
 */
export function useAddBookingLink(date: string): void {
  const [params, setParams] = useSearchParams();
  const panels = useReservationPanels();
  const link = params.get('add_reservation');
  const phone = link === 'hoiio' ? callerNumber(params.get('phone') ?? undefined) : undefined;
  useEffect(() => {
    if (link !== 'hoiio') return;
    panels.openForm('reservation', { date: dayjs(date), phone });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['add_reservation', 'phone', 'rid']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [link, phone, date, panels, setParams]);
}

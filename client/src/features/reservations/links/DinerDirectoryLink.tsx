import { Navigate, useSearchParams } from 'react-router-dom';
import { ScreenFrame } from '../../shell/ScreenFrame';

/**
 * `/DinerDirectory?phone=…` until the Diner Directory screen exists: the add-booking form with that phone, the
 * one real place that takes a diner's number today. Without a phone: the planned screen's frame.
 */
export default function DinerDirectoryLink() {
  const [params] = useSearchParams();
  const phone = params.get('phone');
  if (!phone) return <ScreenFrame />;
  return <Navigate replace to={`/?${new URLSearchParams({ add_reservation: 'diner', phone }).toString()}`} />;
}

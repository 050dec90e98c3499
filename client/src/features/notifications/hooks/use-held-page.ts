import type { NotificationListResult } from '@covers/shared';
import { useState } from 'react';
import { holdPage, type HeldPage } from '../held-notifications';

interface Held {
  answer: NotificationListResult;
  holding: string | null;
  page: HeldPage;
}

/**
 * The rows the list shows. The first page holds its rows in place as notifications arrive (`holdPage`), and `show` puts
 * the arrived ones in. `holding` names the first page's filter and size (the rows are held while it stays the same), or
 * is null on the other pages, which show each read as it comes.
 */
export function useHeldPage(answer: NotificationListResult | undefined, holding: string | null) {
  const [held, setHeld] = useState<Held | null>(null);
  if (answer && held?.answer !== answer) {
    const kept = holding !== null && held?.holding === holding ? held.page.notifications : null;
    setHeld({ answer, holding, page: holdPage(kept, answer.notifications) });
  }
  const show = () => {
    if (held) setHeld({ ...held, page: holdPage(null, held.answer.notifications) });
  };
  return { page: held?.page ?? null, show };
}

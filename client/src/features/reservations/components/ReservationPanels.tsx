import dayjs from 'dayjs';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ReservationRow } from '@covers/shared';
import type { ListParams } from '../api/reservations.api';
import { ExportDialog } from '../export/ExportDialog';
import { ImportDialog } from '../import/ImportDialog';
import { fromDraft, fromRow, type BookingFormKind, type BookingFormValues } from './booking-form-values';
import { BookingFormDrawer, type BookingFormTarget } from './BookingFormDrawer';
import { DetailDrawer } from './DetailDrawer';
import { DraftsDrawer } from './DraftsDrawer';

interface Panels {
  openDetail(row: ReservationRow): void;
  openForm(kind: Exclude<BookingFormKind, 'edit'>, initial?: BookingFormValues): void;
  openDrafts(): void;
  openImport(): void;
  openExport(): void;
}

const PanelsContext = createContext<Panels | null>(null);

export function useReservationPanels(): Panels {
  const panels = useContext(PanelsContext);
  if (!panels) throw new Error('useReservationPanels outside <ReservationPanels>');
  return panels;
}

/**
 * The drawers and dialogs the list, the Gantt and the table plan share: detail panel, booking form, drafts, import, export.
 * `rows` keeps the open detail panel on the freshest copy of its booking as live updates arrive.
 */
export function ReservationPanels({
  params,
  now,
  children,
}: {
  params: ListParams;
  now: { date: string; minute: number };
  children: ReactNode;
}) {
  const [detail, setDetail] = useState<ReservationRow | null>(null);
  const [form, setForm] = useState<BookingFormTarget | null>(null);
  const [drafts, setDrafts] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const date = params.date;

  const panels = useMemo<Panels>(
    () => ({
      openDetail: setDetail,
      openForm: (kind, initial = { date: dayjs(date) }) => setForm({ kind, initial }),
      openDrafts: () => setDrafts(true),
      openImport: () => setImporting(true),
      openExport: () => setExporting(true),
    }),
    [date],
  );

  return (
    <PanelsContext.Provider value={panels}>
      {children}
      <DetailDrawer
        row={detail}
        now={now}
        onClose={() => setDetail(null)}
        onEdit={(row) => {
          setDetail(null);
          setForm({ kind: 'edit', initial: fromRow(row), row });
        }}
      />
      <BookingFormDrawer target={form} onClose={() => setForm(null)} />
      <DraftsDrawer
        open={drafts}
        onClose={() => setDrafts(false)}
        onContinue={(draft) => {
          setDrafts(false);
          setForm({
            kind: draft.data.kind === 'waitlist' ? 'waitlist' : 'reservation',
            initial: fromDraft(draft.data),
            draftId: draft.draft_id,
          });
        }}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <ExportDialog open={exporting} params={params} onClose={() => setExporting(false)} />
    </PanelsContext.Provider>
  );
}

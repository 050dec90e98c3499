import { MESSAGES } from '@covers/shared/i18n';
import type { RecurringTimes } from '@covers/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../../../../i18n/i18n';
import { ApiError } from '../../../../api/api-error';
import { ServiceForm } from './ServiceForm';
import { emptyServiceForm, type ServiceFormValues } from './service-form-values';

const rule = MESSAGES.en_US.availability;

/** Lunch 11:30–15:00 on Mondays: complete and valid. */
function lunch(changes: Partial<ServiceFormValues> = {}): ServiceFormValues {
  return {
    ...emptyServiceForm(),
    name: 'Lunch',
    startMinute: 690,
    endMinute: 900,
    repeatDays: [1],
    covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 60, maxCoversPerInterval: 20 },
    turnaround: [{ minPax: 1, maxPax: 8, minutes: 60 }],
    ...changes,
  };
}

function renderForm(
  initial: ServiceFormValues,
  options: { others?: RecurringTimes[]; onSave?: (values: ServiceFormValues) => Promise<unknown> } = {},
) {
  const onSave = jest.fn(options.onSave ?? (async () => ({})));
  const router = createMemoryRouter([
    {
      path: '/',
      element: <ServiceForm initial={initial} otherServices={options.others ?? []} sections={[]} tablePlans={[]} onSave={onSave} />,
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSave };
}

const type = (label: string, value: number) => fireEvent.change(screen.getByLabelText(label), { target: { value: String(value) } });
const save = () => act(async () => fireEvent.click(screen.getByTestId('service-save')));
/** The inline message under a field (the element carries the field's path). */
const messageOn = (path: string) => screen.findByTestId(`error-${path}`);

describe('service editor: the spec §5 Services rules, inline', () => {
  it('Service Name, Start Time and End Time are required', async () => {
    const { onSave } = renderForm(emptyServiceForm());
    await save();
    expect((await messageOn('name')).textContent).toBe(rule.nameStartEndRequired);
    expect((await messageOn('startMinute')).textContent).toBe(rule.nameStartEndRequired);
    expect((await messageOn('endMinute')).textContent).toBe(rule.nameStartEndRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Must select at least one repeat day', async () => {
    renderForm(lunch({ repeatDays: [] }));
    await save();
    expect((await messageOn('repeatDays')).textContent).toBe(rule.repeatDayRequired);
  });

  it('A service time range cannot overlap another service', async () => {
    const { onSave } = renderForm(lunch(), { others: [{ startMinute: 840, endMinute: 1020, repeatDays: [1, 2] }] });
    await save();
    expect((await messageOn('startMinute')).textContent).toBe(rule.serviceOverlap);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Online booking slots cannot overlap', async () => {
    const slot = (startMinute: number, endMinute: number) => ({
      startMinute,
      endMinute,
      intervalMinutes: 15,
      cutoff: { minutes: 0, relativeTo: 'slot' as const },
      tablePriority: [],
      online: true,
    });
    renderForm(lunch({ onlineSlots: [slot(690, 780), slot(750, 840)] }));
    await save();
    expect((await messageOn('onlineSlots.1.startMinute')).textContent).toBe(rule.onlineSlotsOverlap);
  });

  it('Party size ranges cannot overlap', async () => {
    renderForm(lunch({ turnaround: [{ minPax: 1, maxPax: 4, minutes: 60 }] }));
    fireEvent.click(screen.getByText('Add turnaround time'));
    type('Min pax 2', 3);
    type('Max pax 2', 6);
    type('Turnaround (minutes) 2', 90);
    expect((await messageOn('turnaround.1.minPax')).textContent).toBe(rule.partySizeRangesOverlap);
  });

  it('Max party size must be larger than min party size (shown as the user types)', async () => {
    renderForm(lunch());
    type('Max party size', 1);
    expect((await messageOn('covers.maxPartySize')).textContent).toBe(rule.maxPartyAboveMin);
  });

  it('Total covers must be larger than min and max party size', async () => {
    renderForm(lunch());
    type('Total covers', 8);
    expect((await messageOn('covers.totalCovers')).textContent).toBe(rule.totalCoversAbovePartySize);
  });

  it('Max covers per default interval must be smaller than total covers', async () => {
    renderForm(lunch());
    type('Max covers per interval', 60);
    expect((await messageOn('covers.maxCoversPerInterval')).textContent).toBe(rule.coversPerIntervalBelowTotal);
  });

  it('Max bookings per interval cannot exceed total bookings, and cannot be 0', async () => {
    renderForm(lunch());
    type('Total bookings', 10);
    type('Max bookings per interval', 12);
    expect((await messageOn('bookings.maxBookingsPerInterval')).textContent).toBe(rule.bookingsPerInterval);
  });

  it('Party size, total covers and per-interval values cannot be 0', async () => {
    renderForm(lunch());
    type('Min party size', 0);
    expect((await messageOn('covers.minPartySize')).textContent).toBe(rule.noZero);
  });

  it('Values cannot exceed the service capacity', async () => {
    renderForm(lunch());
    type('Max covers waitlisted', 61);
    expect((await messageOn('covers.maxCoversWaitlisted')).textContent).toBe(rule.exceedsServiceCapacity);
  });

  it('General, Capacity and Turnaround must be completed before creating online booking slots', async () => {
    renderForm(lunch({ covers: {}, turnaround: [] }));
    expect((await messageOn('onlineSlots')).textContent).toBe(rule.sectionsIncomplete);
    expect(screen.getByTestId('add-slot')).toHaveProperty('disabled', true);
    type('Min party size', 1);
    type('Max party size', 4);
    type('Total covers', 40);
    type('Max covers per interval', 10);
    fireEvent.click(screen.getByText('Add turnaround time'));
    type('Min pax 1', 1);
    type('Max pax 1', 4);
    type('Turnaround (minutes) 1', 60);
    await waitFor(() => expect(screen.getByTestId('add-slot')).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('error-onlineSlots')).toBeNull();
  });

  it('Online booking slots must be within the service time', async () => {
    renderForm(
      lunch({
        onlineSlots: [
          {
            startMinute: 840,
            endMinute: 960,
            intervalMinutes: 15,
            cutoff: { minutes: 0, relativeTo: 'slot' },
            tablePriority: [],
            online: true,
          },
        ],
      }),
    );
    await save();
    expect((await messageOn('onlineSlots.0.endMinute')).textContent).toBe(rule.slotOutsideService);
  });
});

describe('service editor: saving', () => {
  it('sends the shared schema output: an end at or before the start is past midnight (+1)', async () => {
    const { onSave } = renderForm(lunch({ name: 'Late Supper', startMinute: 1380, endMinute: 120, repeatDays: [6] }));
    expect(screen.getByTestId('end-next-day').textContent).toBe('02:00 +1');
    type('Total covers', 70);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ startMinute: 1380, endMinute: 120, covers: { totalCovers: 70 } });
  });

  it("shows the server's messages on their fields when it refuses the save", async () => {
    const refusal = new ApiError(47001, 'Oops! There is a conflicting service with another recurring service.', {
      fields: { startMinute: rule.serviceOverlap },
    });
    renderForm(lunch(), { onSave: async () => Promise.reject(refusal) });
    await save();
    expect((await messageOn('startMinute')).textContent).toBe(rule.serviceOverlap);
    expect((await screen.findByTestId('server-message')).textContent).toContain('conflicting service');
  });
});

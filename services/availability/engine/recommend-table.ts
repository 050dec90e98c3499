import { prepareDay } from './day-occupancy';
import type { TableRecommendation } from '@covers/shared';
import type { DayInput } from './engine.types';
import { tableChoices } from './table-choice';
import { turnaroundFor } from './turnaround';

/**
 * The best-fitting free table or combination for a party at a wall minute of the date: within the
 * service's sections, free for the service's turnaround for that party size, in the section order of
 * the online slot covering the minute (else the sections' priority), least spare seats first.
 */
export function recommendTable(
  input: DayInput,
  request: { minute: number; pax: number; serviceId?: string; excludeReservationId?: string },
  alternatives = 5,
): TableRecommendation | null {
  const service = input.services.find((s) =>
    request.serviceId ? s.serviceId === request.serviceId : request.minute >= s.startMinute && request.minute < s.endMinute,
  );
  if (!service) return null;
  const day = prepareDay(input, request.excludeReservationId);
  const turnaroundMinutes = turnaroundFor(service, request.pax);
  const start = day.clock(request.minute) ?? day.clock(request.minute + 60);
  if (start === null) return { serviceId: service.serviceId, turnaroundMinutes, best: null, alternatives: [] };
  const slot = service.onlineSlots.find((s) => request.minute >= s.startMinute && request.minute < s.endMinute);
  const choices = tableChoices(day, service, request.pax, start, start + turnaroundMinutes, slot?.tablePriority ?? [], alternatives + 1);
  return { serviceId: service.serviceId, turnaroundMinutes, best: choices[0] ?? null, alternatives: choices.slice(1) };
}

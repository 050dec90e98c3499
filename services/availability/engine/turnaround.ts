import { DEFAULT_TURNAROUND_MINUTES, type Service } from '@covers/shared';

/** Minutes a party of `pax` holds its table in this service: its turnaround range, else our default. */
export function turnaroundFor(service: Pick<Service, 'turnaround'>, pax: number): number {
  return service.turnaround.find((range) => pax >= range.minPax && pax <= range.maxPax)?.minutes ?? DEFAULT_TURNAROUND_MINUTES;
}

import { now } from './clock';

/** Today at the outlet (its time zone), which may not be the browser's today. */
export function outletToday(timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now()));
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(new Date(now()));
  }
}

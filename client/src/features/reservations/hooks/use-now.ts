import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { now } from '../../../session/clock';

export interface OutletNow {
  date: string;
  minute: number;
}

const TICK_MS = 30_000;

/**
 * The outlet's service clock as the server last reported it, advanced by the time since: Late, Overstayed and
 * the Gantt's current-time line keep moving between fetches. Its minute runs past 1440 while a service of its
 * date runs past midnight; the server says when the day turns over.
 */
export function useNow(server: OutletNow | undefined): OutletNow {
  const [tick, setTick] = useState(() => now());
  const receivedAt = useMemo(() => (server ? now() : 0), [server]);
  useEffect(() => {
    const timer = setInterval(() => setTick(now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!server) return { date: dayjs(tick).format('YYYY-MM-DD'), minute: dayjs(tick).hour() * 60 + dayjs(tick).minute() };
  return { date: server.date, minute: server.minute + Math.max(0, Math.floor((tick - receivedAt) / 60_000)) };
}

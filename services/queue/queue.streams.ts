/** One stream per outlet and service day: its numbers are decided under the stream's lock, so none repeats or is skipped. */
export const queueDayStream = (rid: number, serviceDate: string) => `queueday-${rid}-${serviceDate}`;
/** An outlet's Queues Setup: its settings and its public links. */
export const queueSetupStream = (rid: number) => `queuesetup-${rid}`;

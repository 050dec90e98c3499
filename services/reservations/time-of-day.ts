/** "HH:MM" -> minutes since midnight. */
export const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

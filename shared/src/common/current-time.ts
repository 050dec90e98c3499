/** `GET /api/public/current_time`: the server's clock, in epoch milliseconds and the same instant in ISO 8601 (UTC). */
export interface CurrentTimeResult {
  now: number;
  iso: string;
}

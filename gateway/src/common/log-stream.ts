import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

/**
 * Where the gateway's logs go: one JSON object a line (for a log collector), or with `pretty` lines a person
 * reads in a terminal: time, level, `[context]` and the message, a request as `GET /api/... 200 12ms`.
 */
export function logStream(prettyLogs: boolean, destination: NodeJS.WritableStream = process.stdout): DestinationStream {
  if (!prettyLogs) return destination as DestinationStream;
  return pretty({
    destination,
    colorize: (destination as { isTTY?: boolean }).isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat: '{if context}[{context}] {end}{if req}{req.method} {req.url} {res.statusCode} {responseTime}ms {end}{msg}',
    singleLine: true,
  });
}

import type { ParsedCsv } from './import-rows';

/** Messages from the CSV worker to the import dialog. */
export type WorkerMessage =
  { type: 'progress'; percent: number } | { type: 'done'; result: ParsedCsv } | { type: 'failed'; message: string };

/** Reads and validates a CSV file in a Web Worker, reporting progress. */
export function parseInWorker(file: File, onProgress: (percent: number) => void): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.percent);
      worker.terminate();
      if (message.type === 'done') resolve(message.result);
      else reject(new Error(message.message));
    };
    worker.onerror = (error) => {
      worker.terminate();
      reject(new Error(error.message));
    };
    worker.postMessage(file);
  });
}

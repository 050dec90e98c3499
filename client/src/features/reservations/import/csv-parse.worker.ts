/// <reference lib="webworker" />
import Papa from 'papaparse';
import { collect, normaliseHeader } from './import-rows';
import type { WorkerMessage } from './csv-parse.protocol';

// Papaparse reads the file in slices off the main thread; each slice reports progress, then every row is
// validated with the shared schema and the whole result goes back in one message.
Papa.LocalChunkSize = 256 * 1024;

self.onmessage = (event: MessageEvent<File>) => {
  const file = event.data;
  const records: Record<string, unknown>[] = [];
  let fields: string[] = [];
  const post = (message: WorkerMessage) => (self as unknown as Worker).postMessage(message);
  Papa.parse<Record<string, unknown>>(file, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normaliseHeader,
    chunk: (results) => {
      if (fields.length === 0) fields = results.meta.fields ?? [];
      for (const record of results.data) records.push(record);
      post({ type: 'progress', percent: Math.min(99, Math.round((results.meta.cursor / Math.max(file.size, 1)) * 100)) });
    },
    complete: () => post({ type: 'done', result: collect(fields, records) }),
    error: (error) => post({ type: 'failed', message: error.message }),
  });
};

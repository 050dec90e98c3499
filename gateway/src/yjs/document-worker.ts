import { Worker } from 'node:worker_threads';

/** A document's state computed from its stored updates: what an editor lacks, and the state vector. */
export interface DocumentState {
  update: Uint8Array;
  stateVector: Uint8Array;
  /** Stored updates that could not be applied and were left out. */
  skipped?: number;
}

// Plain CommonJS run by the worker thread (an eval worker needs no separate build output). One stored
// update is a compacted state: the update-level API answers without building a document. Several are
// applied to a garbage-collected Y.Doc; an update that cannot be applied is skipped so that one bad row
// cannot make the plan unloadable.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Y = require(workerData.yjs);
function stateOf(updates, stateVector) {
  if (updates.length === 1) {
    const [state] = updates;
    const update = !stateVector || (stateVector.length === 1 && stateVector[0] === 0) ? state : Y.diffUpdate(state, stateVector);
    return { update, stateVector: Y.encodeStateVectorFromUpdate(state) };
  }
  const doc = new Y.Doc();
  let skipped = 0;
  doc.transact(() => {
    for (const update of updates) {
      try { Y.applyUpdate(doc, update); } catch { skipped++; }
    }
  });
  const result = { update: Y.encodeStateAsUpdate(doc, stateVector || undefined), stateVector: Y.encodeStateVector(doc), skipped };
  doc.destroy();
  return result;
}
parentPort.on('message', ({ id, updates, stateVector }) => {
  try {
    parentPort.postMessage({ id, result: stateOf(updates, stateVector) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

/** A worker without work for this long is stopped: the heap it grew building a large plan goes with it. */
const IDLE_MS = 5000;

interface Pending {
  worker: Worker;
  resolve: (state: DocumentState) => void;
  reject: (error: Error) => void;
}

/**
 * The thread that does the heavy Yjs work for every document of this process: building a document from its
 * log to compact it or to answer an editor that joins. The event loop that relays editors' updates never
 * holds a whole document, so a large plan neither stalls the other editors nor stays in memory.
 */
export class DocumentWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;

  /** The document made of `updates` (in order): the part an editor with `stateVector` lacks, or all of it. */
  stateOf(updates: readonly Uint8Array[], stateVector?: Uint8Array): Promise<DocumentState> {
    const id = this.nextId++;
    const worker = this.thread();
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    // Referenced only while it has work: an idle worker does not keep the process alive.
    if (this.pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, updates, stateVector });
    });
  }

  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(SOURCE, { eval: true, workerData: { yjs: require.resolve('yjs') } });
    worker.unref();
    worker.on('message', ({ id, result, error }: { id: number; result?: DocumentState; error?: string }) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) {
        worker.unref();
        this.idle = setTimeout(() => void this.close(), IDLE_MS);
        this.idle.unref();
      }
      if (error !== undefined || !result) return waiting?.reject(new Error(`Yjs worker: ${error}`));
      waiting?.resolve(result);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        this.pending.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`Yjs worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

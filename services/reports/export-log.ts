import type { OutletCaller } from '../access';
import type { EventStore } from '../eventstore';
import { exportsStreamId, type ExportKind } from './reports.events';

/**
 * Records each CSV export for the activity log. Called where an export is made, after its file is ready and before
 * it is sent: a refused export records nothing, and an export that could not be recorded is not sent.
 */
export class ExportLog {
  constructor(private readonly store: EventStore) {}

  async record(caller: OutletCaller, what: ExportKind, file: string): Promise<void> {
    await this.store.append(exportsStreamId(caller.rid), 'any', [{ type: 'DataExported', data: { what, file } }], {
      rid: caller.rid,
      metadata: caller.metadata,
    });
  }
}

import type { FloorLayout, FloorTable } from '@covers/shared';
import type * as Y from 'yjs';
import { readPlan } from './plan-document';

const sameTable = (a: FloorTable, b: FloorTable) => (Object.keys(a) as (keyof FloorTable)[]).every((key) => a[key] === b[key]);

/**
 * Successive readings of a plan that keep the previous object of every table that did not change, so
 * memoised table shapes redraw only the tables an update touched.
 */
export class PlanSnapshot {
  private tables = new Map<string, FloorTable>();

  read(doc: Y.Doc): FloorLayout {
    const layout = readPlan(doc);
    const next = new Map<string, FloorTable>();
    layout.tables = layout.tables.map((table) => {
      const previous = this.tables.get(table.id);
      const kept = previous && sameTable(previous, table) ? previous : table;
      next.set(table.id, kept);
      return kept;
    });
    this.tables = next;
    return layout;
  }
}

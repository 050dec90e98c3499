import type { FloorCombination, FloorLayout, FloorSection, FloorTable, TableShape } from '@covers/shared';
import * as Y from 'yjs';

/**
 * Reading and editing the Yjs document of one table plan (schema in docs/api/floor.md): one Y.Map per
 * section, table and combination, fields set one by one so concurrent edits of different fields merge.
 * Every local edit runs in a transaction with the origin LOCAL, which is what the undo manager tracks:
 * undo takes back this editor's own changes only.
 */
export const LOCAL = Symbol('local edit');
export const GRID = 20;

type Element = Y.Map<unknown>;
export const sectionsOf = (doc: Y.Doc) => doc.getMap<Element>('sections');
export const tablesOf = (doc: Y.Doc) => doc.getMap<Element>('tables');
export const combinationsOf = (doc: Y.Doc) => doc.getMap<Element>('combinations');

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const byPriority = <T extends { priority: number; name: string }>(a: T, b: T) => a.priority - b.priority || a.name.localeCompare(b.name);

export const snap = (value: number): number => Math.round(value / GRID) * GRID;
export const newId = (): string => crypto.randomUUID();

function toYMap(value: object): Element {
  const map = new Y.Map<unknown>();
  for (const [key, field] of Object.entries(value)) map.set(key, field);
  return map;
}

export function readTable(id: string, m: Element): FloorTable {
  return {
    id,
    name: str(m.get('name')),
    sectionId: str(m.get('sectionId')),
    shape: (str(m.get('shape')) || 'square') as TableShape,
    x: num(m.get('x')),
    y: num(m.get('y')),
    width: num(m.get('width'), GRID * 3),
    height: num(m.get('height'), GRID * 3),
    rotation: num(m.get('rotation')),
    minPax: num(m.get('minPax')),
    maxPax: num(m.get('maxPax')),
    priority: num(m.get('priority')),
  };
}

/** The document as plain data, sorted like the server's readLayout (so validation paths name the same rows). */
export function readPlan(doc: Y.Doc): FloorLayout {
  const sections: FloorSection[] = [];
  sectionsOf(doc).forEach((m, id) => sections.push({ id, name: str(m.get('name')), priority: num(m.get('priority')) }));
  const tables: FloorTable[] = [];
  tablesOf(doc).forEach((m, id) => tables.push(readTable(id, m)));
  const combinations: FloorCombination[] = [];
  combinationsOf(doc).forEach((m, id) => {
    const tableIds = m.get('tableIds');
    combinations.push({
      id,
      tableIds: Array.isArray(tableIds) ? tableIds.map(String) : [],
      minPax: num(m.get('minPax')),
      maxPax: num(m.get('maxPax')),
    });
  });
  return {
    sections: sections.sort(byPriority),
    tables: tables.sort(byPriority),
    combinations: combinations.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

const edit = (doc: Y.Doc, change: () => void) => doc.transact(change, LOCAL);

function nextPriority(map: Y.Map<Element>, filter: (m: Element) => boolean = () => true): number {
  let next = 0;
  map.forEach((m) => {
    if (filter(m)) next = Math.max(next, num(m.get('priority')) + 1);
  });
  return next;
}

/** A name not yet used in the map (case-insensitive): "T1", "T2", ... */
export function freeName(map: Y.Map<Element>, prefix: string): string {
  const taken = new Set<string>();
  map.forEach((m) => taken.add(str(m.get('name')).toLowerCase()));
  for (let n = 1; ; n++) if (!taken.has(`${prefix}${n}`.toLowerCase())) return `${prefix}${n}`;
}

export function addSection(doc: Y.Doc, name: string): string {
  const id = newId();
  edit(doc, () => sectionsOf(doc).set(id, toYMap({ id, name, priority: nextPriority(sectionsOf(doc)) })));
  return id;
}

const SHAPE_SIZE: Record<TableShape, { width: number; height: number }> = {
  round: { width: GRID * 3, height: GRID * 3 },
  square: { width: GRID * 3, height: GRID * 3 },
  rectangle: { width: GRID * 5, height: GRID * 3 },
};

/** Adds a table at (x, y), in the given section (a "Main" section is created when the plan has none). */
export function addTable(
  doc: Y.Doc,
  shape: TableShape,
  at: { x: number; y: number },
  sectionId: string | null,
  sectionName: string,
): string {
  const id = newId();
  edit(doc, () => {
    let section = sectionId && sectionsOf(doc).has(sectionId) ? sectionId : null;
    if (!section) {
      const first = readPlan(doc).sections[0];
      section = first ? first.id : addSection(doc, sectionName);
    }
    const inSection = section;
    const table: FloorTable = {
      id,
      name: freeName(tablesOf(doc), 'T'),
      sectionId: inSection,
      shape,
      x: snap(at.x),
      y: snap(at.y),
      ...SHAPE_SIZE[shape],
      rotation: 0,
      minPax: 1,
      maxPax: shape === 'rectangle' ? 6 : 4,
      priority: nextPriority(tablesOf(doc), (m) => m.get('sectionId') === inSection),
    };
    tablesOf(doc).set(id, toYMap(table));
  });
  return id;
}

export type TableChange = Partial<Omit<FloorTable, 'id'>>;

/** Sets only the fields that differ, for many tables in one transaction (one undo step). */
export function updateTables(doc: Y.Doc, changes: ReadonlyMap<string, TableChange>): void {
  edit(doc, () => {
    for (const [id, change] of changes) {
      const table = tablesOf(doc).get(id);
      if (!table) continue;
      for (const [key, value] of Object.entries(change)) if (value !== undefined && table.get(key) !== value) table.set(key, value);
    }
  });
}

export function deleteTables(doc: Y.Doc, ids: readonly string[]): void {
  const gone = new Set(ids);
  edit(doc, () => {
    for (const id of ids) tablesOf(doc).delete(id);
    combinationsOf(doc).forEach((m, combinationId) => {
      const tableIds = (m.get('tableIds') as string[] | undefined) ?? [];
      const left = tableIds.filter((id) => !gone.has(id));
      if (left.length === tableIds.length) return;
      if (left.length < 2) combinationsOf(doc).delete(combinationId);
      else m.set('tableIds', left);
    });
  });
}

/** Combines tables into a group that may seat one party; its party size range spans the tables'. */
export function combineTables(doc: Y.Doc, ids: readonly string[]): string | null {
  const tables = ids.map((id) => tablesOf(doc).get(id)).filter((m): m is Element => m !== undefined);
  if (tables.length < 2) return null;
  const id = newId();
  const minPax = Math.max(1, Math.min(...tables.map((m) => num(m.get('minPax'), 1))));
  const maxPax = Math.max(
    minPax + 1,
    tables.reduce((sum, m) => sum + num(m.get('maxPax')), 0),
  );
  edit(doc, () => combinationsOf(doc).set(id, toYMap({ id, tableIds: tables.map((m) => str(m.get('id'))), minPax, maxPax })));
  return id;
}

export function deleteCombination(doc: Y.Doc, id: string): void {
  edit(doc, () => combinationsOf(doc).delete(id));
}

export function updateCombination(doc: Y.Doc, id: string, change: { minPax?: number; maxPax?: number }): void {
  edit(doc, () => {
    const m = combinationsOf(doc).get(id);
    if (!m) return;
    for (const [key, value] of Object.entries(change)) if (value !== undefined && m.get(key) !== value) m.set(key, value);
  });
}

export function renameSection(doc: Y.Doc, id: string, name: string): void {
  edit(doc, () => sectionsOf(doc).get(id)?.set('name', name));
}

/** Deletes a section only when no table is in it (the server's section/delete refuses the same). */
export function deleteSection(doc: Y.Doc, id: string): boolean {
  let used = false;
  tablesOf(doc).forEach((m) => {
    if (m.get('sectionId') === id) used = true;
  });
  if (used) return false;
  edit(doc, () => sectionsOf(doc).delete(id));
  return true;
}

/** Rewrites priorities in the given order (0 first). */
export function reorderSections(doc: Y.Doc, ids: readonly string[]): void {
  edit(doc, () => ids.forEach((id, priority) => sectionsOf(doc).get(id)?.set('priority', priority)));
}

export function createUndoManager(doc: Y.Doc): Y.UndoManager {
  return new Y.UndoManager([sectionsOf(doc), tablesOf(doc), combinationsOf(doc)], {
    trackedOrigins: new Set([LOCAL]),
    captureTimeout: 300,
  });
}

import { TABLE_SHAPES, type FloorCombination, type FloorLayout, type FloorSection, type FloorTable, type TableShape } from '@covers/shared';
import * as Y from 'yjs';

/**
 * The Yjs document of one table plan (docs/api/floor.md is the contract with the editor):
 *   'sections'     Y.Map<sectionId, Y.Map{ id, name, priority }>
 *   'tables'       Y.Map<tableId, Y.Map{ id, name, sectionId, shape, x, y, width, height, rotation, minPax, maxPax, priority }>
 *   'combinations' Y.Map<combinationId, Y.Map{ id, tableIds: string[], minPax, maxPax }>
 * One Y.Map per element so that two hosts moving different tables, or one moving and one renaming the
 * same table, never overwrite each other.
 */
export const DOC_SECTIONS = 'sections';
export const DOC_TABLES = 'tables';
export const DOC_COMBINATIONS = 'combinations';

type Element = Y.Map<unknown>;
const sectionsOf = (doc: Y.Doc) => doc.getMap<Element>(DOC_SECTIONS);
const tablesOf = (doc: Y.Doc) => doc.getMap<Element>(DOC_TABLES);
const combinationsOf = (doc: Y.Doc) => doc.getMap<Element>(DOC_COMBINATIONS);

const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toYMap(value: object): Element {
  const map = new Y.Map<unknown>();
  for (const [key, field] of Object.entries(value)) map.set(key, field);
  return map;
}

/** What the document says now; invalid or missing fields come out as NaN / '' for the publish rules to refuse. */
export function readLayout(doc: Y.Doc): FloorLayout {
  const sections: FloorSection[] = [];
  sectionsOf(doc).forEach((m, id) => sections.push({ id, name: str(m.get('name')), priority: num(m.get('priority')) }));
  const tables: FloorTable[] = [];
  tablesOf(doc).forEach((m, id) =>
    tables.push({
      id,
      name: str(m.get('name')),
      sectionId: str(m.get('sectionId')),
      shape: (TABLE_SHAPES as readonly string[]).includes(str(m.get('shape'))) ? (m.get('shape') as TableShape) : ('' as TableShape),
      x: num(m.get('x')),
      y: num(m.get('y')),
      width: num(m.get('width')),
      height: num(m.get('height')),
      rotation: num(m.get('rotation')),
      minPax: num(m.get('minPax')),
      maxPax: num(m.get('maxPax')),
      priority: num(m.get('priority')),
    }),
  );
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
  const byPriority = <T extends { priority: number; name: string }>(a: T, b: T) => a.priority - b.priority || a.name.localeCompare(b.name);
  return {
    sections: sections.sort(byPriority),
    tables: tables.sort(byPriority),
    combinations: combinations.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** Fills an empty document with a layout, in one transaction. */
export function writeLayout(doc: Y.Doc, layout: FloorLayout, origin: unknown = null): void {
  doc.transact(() => {
    for (const section of layout.sections) sectionsOf(doc).set(section.id, toYMap(section));
    for (const table of layout.tables) tablesOf(doc).set(table.id, toYMap(table));
    for (const combination of layout.combinations)
      combinationsOf(doc).set(combination.id, toYMap({ ...combination, tableIds: [...combination.tableIds] }));
  }, origin);
}

/**
 * The same content in a new document with no history: what a plan restarts from when it is published,
 * and what a copied plan starts from. Every element is copied field by field, valid or not.
 */
export function cloneDocument(source: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  copy.transact(() => {
    for (const name of [DOC_SECTIONS, DOC_TABLES, DOC_COMBINATIONS]) {
      const target = copy.getMap<Element>(name);
      source.getMap<Element>(name).forEach((element, id) => target.set(id, toYMap(element instanceof Y.Map ? element.toJSON() : {})));
    }
  });
  return copy;
}

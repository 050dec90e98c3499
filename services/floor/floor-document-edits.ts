import { DomainError, type CombinationInput } from '@covers/shared';
import type * as Y from 'yjs';
import { DOC_COMBINATIONS, DOC_SECTIONS, DOC_TABLES, toYMap as element } from './floor-document';

/**
 * Draft edits made over HTTP (the section endpoints) rather than on the canvas: each runs as one Yjs
 * transaction on the plan's document, so every open editor sees it at once and it is published with
 * the rest of the draft.
 */
type Element = Y.Map<unknown>;
const sections = (doc: Y.Doc) => doc.getMap<Element>(DOC_SECTIONS);
const tables = (doc: Y.Doc) => doc.getMap<Element>(DOC_TABLES);
const combinations = (doc: Y.Doc) => doc.getMap<Element>(DOC_COMBINATIONS);

function section(doc: Y.Doc, sectionId: string): Element {
  const found = sections(doc).get(sectionId);
  if (!found) throw new DomainError('FLOOR_SECTION_NOT_FOUND', { sectionId: 'floor.sectionNotFound' });
  return found;
}

function requireFreeSectionName(doc: Y.Doc, name: string, except?: string): void {
  const key = name.trim().toLowerCase();
  sections(doc).forEach((m, id) => {
    if (id !== except && String(m.get('name')).toLowerCase() === key)
      throw new DomainError('FLOOR_SECTION_NAME_TAKEN', { name: 'floor.sectionNameTaken' });
  });
}

function tablesIn(doc: Y.Doc, sectionId: string): [string, Element][] {
  return [...tables(doc).entries()].filter(([, m]) => m.get('sectionId') === sectionId);
}

export const draftEdits = {
  addSection(doc: Y.Doc, sectionId: string, name: string): void {
    requireFreeSectionName(doc, name);
    doc.transact(() => sections(doc).set(sectionId, element({ id: sectionId, name: name.trim(), priority: sections(doc).size })));
  },
  renameSection(doc: Y.Doc, sectionId: string, name: string): void {
    const found = section(doc, sectionId);
    requireFreeSectionName(doc, name, sectionId);
    doc.transact(() => found.set('name', name.trim()));
  },
  deleteSection(doc: Y.Doc, sectionId: string): void {
    section(doc, sectionId);
    if (tablesIn(doc, sectionId).length > 0) throw new DomainError('FLOOR_SECTION_NOT_EMPTY');
    doc.transact(() => sections(doc).delete(sectionId));
  },
  copySection(doc: Y.Doc, sectionId: string, newSectionId: string, name: string, newTableId: () => string): void {
    section(doc, sectionId);
    requireFreeSectionName(doc, name);
    const names = new Set([...tables(doc).values()].map((m) => String(m.get('name')).toLowerCase()));
    const freeName = (base: string) => {
      let candidate = base;
      for (let n = 2; names.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})`;
      names.add(candidate.toLowerCase());
      return candidate;
    };
    doc.transact(() => {
      sections(doc).set(newSectionId, element({ id: newSectionId, name: name.trim(), priority: sections(doc).size }));
      for (const [, table] of tablesIn(doc, sectionId)) {
        const id = newTableId();
        tables(doc).set(id, element({ ...table.toJSON(), id, sectionId: newSectionId, name: freeName(String(table.get('name'))) }));
      }
    });
  },
  moveTables(doc: Y.Doc, tableIds: string[], sectionId: string): void {
    section(doc, sectionId);
    const moving = tableIds.map((id) => {
      const table = tables(doc).get(id);
      if (!table) throw new DomainError('FLOOR_TABLE_NOT_FOUND', { tableIds: 'floor.tableNotFound' });
      return table;
    });
    doc.transact(() => {
      let priority = tablesIn(doc, sectionId).length;
      for (const table of moving) {
        if (table.get('sectionId') === sectionId) continue;
        table.set('sectionId', sectionId);
        table.set('priority', priority++);
      }
    });
  },
  prioritiseSections(doc: Y.Doc, sectionIds: string[]): void {
    const ordered = sectionIds.map((id) => section(doc, id));
    const rest = [...sections(doc).entries()]
      .filter(([id]) => !sectionIds.includes(id))
      .sort(([, a], [, b]) => Number(a.get('priority')) - Number(b.get('priority')));
    doc.transact(() => [...ordered, ...rest.map(([, m]) => m)].forEach((m, i) => m.get('priority') !== i && m.set('priority', i)));
  },
  prioritiseTables(doc: Y.Doc, sectionId: string, tableIds: string[]): void {
    section(doc, sectionId);
    const inSection = new Map(tablesIn(doc, sectionId));
    const ordered = tableIds.map((id) => {
      const table = inSection.get(id);
      if (!table) throw new DomainError('FLOOR_TABLE_NOT_FOUND', { tableIds: 'floor.tableNotFound' });
      return table;
    });
    const rest = [...inSection.entries()]
      .filter(([id]) => !tableIds.includes(id))
      .sort(([, a], [, b]) => Number(a.get('priority')) - Number(b.get('priority')));
    doc.transact(() => [...ordered, ...rest.map(([, m]) => m)].forEach((m, i) => m.get('priority') !== i && m.set('priority', i)));
  },
  replaceCombinations(doc: Y.Doc, groups: (CombinationInput & { id: string })[]): void {
    for (const group of groups) {
      if (group.tableIds.some((id) => !tables(doc).has(id)))
        throw new DomainError('FLOOR_TABLE_NOT_FOUND', { combinations: 'floor.combinationTableMissing' });
    }
    doc.transact(() => {
      const keep = new Set(groups.map((g) => g.id));
      for (const id of [...combinations(doc).keys()]) if (!keep.has(id)) combinations(doc).delete(id);
      for (const group of groups)
        combinations(doc).set(
          group.id,
          element({ id: group.id, tableIds: [...group.tableIds], minPax: group.minPax, maxPax: group.maxPax }),
        );
    });
  },
};

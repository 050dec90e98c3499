import * as Y from 'yjs';
import { addTable, combineTables, createUndoManager, deleteSection, deleteTables, readPlan, updateTables } from './plan-document';
import { PlanSnapshot } from './plan-snapshot';
import { validatePlan } from './plan-validation';

const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

describe('the table plan document', () => {
  it('adds tables snapped to the grid with free names, in a first section made on demand', () => {
    const doc = new Y.Doc();
    addTable(doc, 'round', { x: 33, y: 47 }, null, 'Main');
    addTable(doc, 'rectangle', { x: 200, y: 40 }, null, 'Main');
    const plan = readPlan(doc);
    expect(plan.sections.map((s) => s.name)).toEqual(['Main']);
    expect(plan.tables.map((t) => [t.name, t.x, t.y, t.sectionId])).toEqual([
      ['T1', 40, 40, plan.sections[0]!.id],
      ['T2', 200, 40, plan.sections[0]!.id],
    ]);
    expect(validatePlan(plan)).toEqual([]);
  });

  it('merges concurrent edits of different fields of one table from two editors', () => {
    const a = new Y.Doc();
    const id = addTable(a, 'square', { x: 0, y: 0 }, null, 'Main');
    const b = new Y.Doc();
    sync(a, b);
    updateTables(a, new Map([[id, { x: 200 }]]));
    updateTables(b, new Map([[id, { name: 'Window' }]]));
    sync(a, b);
    sync(b, a);
    expect(readPlan(a)).toEqual(readPlan(b));
    expect(readPlan(a).tables[0]).toMatchObject({ name: 'Window', x: 200 });
  });

  it('undoes only this editor’s own changes', () => {
    const a = new Y.Doc();
    const undo = createUndoManager(a);
    const id = addTable(a, 'square', { x: 0, y: 0 }, null, 'Main');
    undo.stopCapturing();
    const b = new Y.Doc();
    sync(a, b);
    updateTables(b, new Map([[id, { name: 'Bar 1' }]]));
    sync(b, a);
    updateTables(a, new Map([[id, { x: 120 }]]));
    undo.undo();
    expect(readPlan(a).tables[0]).toMatchObject({ name: 'Bar 1', x: 0 });
  });

  it('drops deleted tables from their combinations, and a combination left with one table', () => {
    const doc = new Y.Doc();
    const ids = [0, 1, 2].map((i) => addTable(doc, 'square', { x: i * 100, y: 0 }, null, 'Main'));
    combineTables(doc, ids);
    combineTables(doc, ids.slice(0, 2));
    deleteTables(doc, [ids[1]!]);
    const plan = readPlan(doc);
    expect(plan.combinations.map((c) => c.tableIds)).toEqual([[ids[0], ids[2]]]);
  });

  it('keeps a section that still has tables', () => {
    const doc = new Y.Doc();
    addTable(doc, 'square', { x: 0, y: 0 }, null, 'Main');
    expect(deleteSection(doc, readPlan(doc).sections[0]!.id)).toBe(false);
    expect(readPlan(doc).sections).toHaveLength(1);
  });

  it('names the table and field of a broken spec §5 rule', () => {
    const doc = new Y.Doc();
    const id = addTable(doc, 'square', { x: 0, y: 0 }, null, 'Main');
    updateTables(doc, new Map([[id, { minPax: 4, maxPax: 4 }]]));
    expect(validatePlan(readPlan(doc))).toEqual([{ element: 'T1', tableId: id, field: 'maxPax', messageKey: 'floor.maxPaxNotLarger' }]);
  });

  it('keeps the objects of unchanged tables between readings, so their shapes are not redrawn', () => {
    const doc = new Y.Doc();
    const [first, second] = [
      addTable(doc, 'square', { x: 0, y: 0 }, null, 'Main'),
      addTable(doc, 'square', { x: 100, y: 0 }, null, 'Main'),
    ];
    const snapshot = new PlanSnapshot();
    const before = snapshot.read(doc);
    updateTables(doc, new Map([[second, { x: 300 }]]));
    const after = snapshot.read(doc);
    expect(after.tables.find((t) => t.id === first)).toBe(before.tables.find((t) => t.id === first));
    expect(after.tables.find((t) => t.id === second)).not.toBe(before.tables.find((t) => t.id === second));
  });
});

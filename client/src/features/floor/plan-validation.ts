import { fieldMessages, floorLayoutSchema, type FloorLayout } from '@covers/shared';

export interface PlanIssue {
  /** Which element, e.g. "T3" or a section name; empty for the plan as a whole. */
  element: string;
  /** The table to select when the host clicks the issue. */
  tableId: string | null;
  /** The field the rule is about ("maxPax"), when there is one. */
  field: string | null;
  messageKey: string;
}

/**
 * Field paths of the shared rules ("tables.3.maxPax") turned into issues a host can act on. The same
 * paths come from the publish endpoint's FLOOR_LAYOUT_INVALID answer, indexed into the layout sorted the
 * same way as readPlan sorts it.
 */
export function issuesOf(layout: FloorLayout, fields: Record<string, string>): PlanIssue[] {
  return Object.entries(fields).map(([path, messageKey]) => {
    const [list, index, field = null] = path.split('.');
    const position = Number(index);
    if (list === 'tables' && layout.tables[position])
      return { element: layout.tables[position].name, tableId: layout.tables[position].id, field, messageKey };
    if (list === 'sections' && layout.sections[position])
      return { element: layout.sections[position].name, tableId: null, field, messageKey };
    if (list === 'combinations' && layout.combinations[position]) {
      const names = layout.combinations[position].tableIds.map((id) => layout.tables.find((t) => t.id === id)?.name ?? '?');
      return { element: names.join(' + '), tableId: layout.combinations[position].tableIds[0] ?? null, field: null, messageKey };
    }
    return { element: '', tableId: null, field: null, messageKey };
  });
}

/** The spec §5 rules checked in the browser before publishing: the server checks the same again. */
export function validatePlan(layout: FloorLayout): PlanIssue[] {
  const parsed = floorLayoutSchema.safeParse(layout);
  if (parsed.success) return [];
  return issuesOf(layout, fieldMessages(parsed.error));
}

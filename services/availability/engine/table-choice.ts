import type { PreparedDay } from './day-occupancy';
import type { EffectiveService } from './effective-services';
import type { TableChoice } from './engine.types';

const isFree = (day: PreparedDay, tableId: string, start: number, end: number) =>
  !(day.busy.get(tableId) ?? []).some(([s, e]) => s < end && start < e);

/** A table may take the party if it exists, is not forbidden, is in the service's sections and is free. */
function usableTables(day: PreparedDay, service: EffectiveService, start: number, end: number) {
  const byId = day.tablesById;
  const forbidden = service.forbiddenTableIds;
  const allowedSection = (sectionId: string) => service.sectionIds.length === 0 || service.sectionIds.includes(sectionId);
  const usable = (tableId: string) => {
    const table = byId.get(tableId);
    return table !== undefined && !forbidden.includes(tableId) && allowedSection(table.sectionId) && isFree(day, tableId, start, end);
  };
  return { byId, usable };
}

/**
 * Free tables and combinations that fit `pax` over [start, end) epoch minutes, best first: preferred
 * section (the slot's table priority, else the sections' own priority), then least spare seats, then
 * single tables before combinations.
 */
export function tableChoices(
  day: PreparedDay,
  service: EffectiveService,
  pax: number,
  start: number,
  end: number,
  sectionPriority: readonly string[] = [],
  limit = Infinity,
): TableChoice[] {
  const { tables, combinations, sections } = day.input.floor;
  const { byId, usable } = usableTables(day, service, start, end);
  const choices: TableChoice[] = [];
  for (const t of tables) {
    if (pax >= t.minPax && pax <= t.maxPax && usable(t.tableId)) {
      choices.push({ tableIds: [t.tableId], combinationId: null, sectionId: t.sectionId, names: [t.name], maxPax: t.maxPax });
    }
  }
  for (const c of combinations) {
    if (pax >= c.minPax && pax <= c.maxPax && c.tableIds.length > 0 && c.tableIds.every(usable)) {
      const members = c.tableIds.map((id) => byId.get(id)!);
      choices.push({
        tableIds: c.tableIds,
        combinationId: c.combinationId,
        sectionId: members[0].sectionId,
        names: members.map((m) => m.name),
        maxPax: c.maxPax,
      });
    }
  }
  const rank = new Map<string, number>();
  sectionPriority.forEach((id, i) => rank.set(id, i));
  const ordered = [...sections].sort((a, b) => a.priority - b.priority);
  ordered.forEach((s, i) => rank.has(s.sectionId) || rank.set(s.sectionId, sectionPriority.length + i));
  const rankOf = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  choices.sort(
    (a, b) =>
      rankOf(a.sectionId) - rankOf(b.sectionId) ||
      a.maxPax - b.maxPax ||
      a.tableIds.length - b.tableIds.length ||
      a.names.join('+').localeCompare(b.names.join('+')),
  );
  return choices.slice(0, limit);
}

/** Does any free table or combination fit? (Cheaper than ranking them all.) */
export function anyTableFits(day: PreparedDay, service: EffectiveService, pax: number, start: number, end: number): boolean {
  const { usable } = usableTables(day, service, start, end);
  return (
    day.input.floor.tables.some((t) => pax >= t.minPax && pax <= t.maxPax && usable(t.tableId)) ||
    day.input.floor.combinations.some((c) => pax >= c.minPax && pax <= c.maxPax && c.tableIds.length > 0 && c.tableIds.every(usable))
  );
}

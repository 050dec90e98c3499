import type { ErrorSpec } from '../errors/error-spec';

/** Refusals of sections and table plans. */
export const FLOOR_ERRORS = {
  FLOOR_PLAN_NOT_FOUND: { code: 45001, key: 'floor.planNotFound', http: 200 },
  FLOOR_PLAN_IN_SERVICE: { code: 45002, key: 'floor.planInService', http: 200 },
  FLOOR_PLAN_NAME_TAKEN: { code: 45003, key: 'floor.planNameTaken', http: 200 },
  FLOOR_SECTION_NOT_FOUND: { code: 45004, key: 'floor.sectionNotFound', http: 200 },
  FLOOR_SECTION_NOT_EMPTY: { code: 45005, key: 'floor.sectionNotEmpty', http: 200 },
  FLOOR_SECTION_NAME_TAKEN: { code: 45006, key: 'floor.sectionNameTaken', http: 200 },
  FLOOR_TABLE_NOT_FOUND: { code: 45007, key: 'floor.tableNotFound', http: 200 },
  FLOOR_LAYOUT_INVALID: { code: 45008, key: 'floor.layoutInvalid', http: 200 },
} as const satisfies Record<string, ErrorSpec>;

import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of sections and table plans. */
export const FLOOR_ERRORS = {
  FLOOR_PLAN_NOT_FOUND: refusal(45001, 'floor.planNotFound'),
  FLOOR_PLAN_IN_SERVICE: refusal(45002, 'floor.planInService'),
  FLOOR_PLAN_NAME_TAKEN: refusal(45003, 'floor.planNameTaken'),
  FLOOR_SECTION_NOT_FOUND: refusal(45004, 'floor.sectionNotFound'),
  FLOOR_SECTION_NOT_EMPTY: refusal(45005, 'floor.sectionNotEmpty'),
  FLOOR_SECTION_NAME_TAKEN: refusal(45006, 'floor.sectionNameTaken'),
  FLOOR_TABLE_NOT_FOUND: refusal(45007, 'floor.tableNotFound'),
  FLOOR_LAYOUT_INVALID: refusal(45008, 'floor.layoutInvalid'),
} as const satisfies Record<string, ErrorSpec>;

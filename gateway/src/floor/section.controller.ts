import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FloorService } from '@covers/services/floor';
import {
  floorPlanListRequest,
  sectionAddRequest,
  sectionCopyRequest,
  sectionDeleteRequest,
  sectionEditRequest,
  sectionGroupsRequest,
  sectionMoveRequest,
  sectionPriorityRequest,
  tablePriorityRequest,
} from '@covers/shared';
import { Basic, Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/**
 * Spec §7's section and floorplan group, sections half. `list` reads the floor in service; every other
 * action edits a plan's draft (its Yjs document, so open editors see it at once) until it is published.
 */
@ApiTags('section')
@Controller('section')
export class SectionController extends routeTable(FloorService, {
  list: get('list', Basic(), floorPlanListRequest, (floor, caller) => floor.sections(caller)),
  add: post('add', Requires('sectionsAndTablePlans', 'all'), sectionAddRequest, (floor, caller, input) => floor.addSection(caller, input)),
  edit: post('edit', Requires('sectionsAndTablePlans', 'all'), sectionEditRequest, (floor, caller, input) =>
    floor.renameSection(caller, input),
  ),
  delete: post('delete', Requires('sectionsAndTablePlans', 'all'), sectionDeleteRequest, (floor, caller, input) =>
    floor.deleteSection(caller, input),
  ),
  copy: post('copy', Requires('sectionsAndTablePlans', 'all'), sectionCopyRequest, (floor, caller, input) =>
    floor.copySection(caller, input),
  ),
  move: post('move', Requires('sectionsAndTablePlans', 'all'), sectionMoveRequest, (floor, caller, input) =>
    floor.moveTables(caller, input),
  ),
  priority: post('priority', Requires('sectionsAndTablePlans', 'all'), sectionPriorityRequest, (floor, caller, input) =>
    floor.prioritiseSections(caller, input),
  ),
  tablePriority: post('table_priority', Requires('sectionsAndTablePlans', 'all'), tablePriorityRequest, (floor, caller, input) =>
    floor.prioritiseTables(caller, input),
  ),
  groups: post('groups', Requires('sectionsAndTablePlans', 'all'), sectionGroupsRequest, (floor, caller, input) =>
    floor.replaceCombinations(caller, input),
  ),
}) {}

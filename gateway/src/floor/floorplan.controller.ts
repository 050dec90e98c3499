import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FloorService } from '@covers/services/floor';
import { floorPlanAddRequest, floorPlanCopyRequest, floorPlanEditRequest, floorPlanListRequest, floorPlanRefRequest } from '@covers/shared';
import { Basic, Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's section and floorplan group, table plans half: plans, publishing, the layout in service. */
@ApiTags('floorplan')
@Controller('floorplan')
export class FloorplanController extends routeTable(FloorService, {
  list: get('list', Requires('sectionsAndTablePlans', 'view'), floorPlanListRequest, (floor, caller) => floor.listPlans(caller)),
  add: post('add', Requires('sectionsAndTablePlans', 'all'), floorPlanAddRequest, (floor, caller, input) => floor.addPlan(caller, input)),
  edit: post('edit', Requires('sectionsAndTablePlans', 'all'), floorPlanEditRequest, (floor, caller, input) =>
    floor.renamePlan(caller, input),
  ),
  delete: post('delete', Requires('sectionsAndTablePlans', 'all'), floorPlanRefRequest, (floor, caller, input) =>
    floor.deletePlan(caller, input),
  ),
  copy: post('copy', Requires('sectionsAndTablePlans', 'all'), floorPlanCopyRequest, (floor, caller, input) =>
    floor.copyPlan(caller, input),
  ),
  publish: post('publish', Requires('sectionsAndTablePlans', 'all'), floorPlanRefRequest, (floor, caller, input) =>
    floor.publish(caller, input),
  ),
  draft: get('draft', Requires('sectionsAndTablePlans', 'view'), floorPlanRefRequest, (floor, caller, input) => floor.draft(caller, input)),
  layout: get('layout', Basic(), floorPlanListRequest, (floor, caller) => floor.layout(caller)),
  groups: get('groups', Basic(), floorPlanListRequest, (floor, caller) => floor.combinations(caller)),
}) {}

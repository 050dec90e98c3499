import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
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
import { Outlet } from '../access/outlet.decorator';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/**
 * Spec §7's section and floorplan group, sections half. `list` reads the floor in service; every other
 * action edits a plan's draft (its Yjs document, so open editors see it at once) until it is published.
 */
@ApiTags('section')
@Controller('section')
export class SectionController {
  constructor(private readonly floor: FloorService) {}

  @Get('list', Basic())
  list(@Outlet() caller: OutletCaller, @Input(floorPlanListRequest) _input: In<typeof floorPlanListRequest>) {
    return this.floor.sections(caller);
  }

  @Post('add', Requires('sectionsAndTablePlans', 'all'))
  add(@Outlet() caller: OutletCaller, @Input(sectionAddRequest) input: In<typeof sectionAddRequest>) {
    return this.floor.addSection(caller, input);
  }

  @Post('edit', Requires('sectionsAndTablePlans', 'all'))
  edit(@Outlet() caller: OutletCaller, @Input(sectionEditRequest) input: In<typeof sectionEditRequest>) {
    return this.floor.renameSection(caller, input);
  }

  @Post('delete', Requires('sectionsAndTablePlans', 'all'))
  delete(@Outlet() caller: OutletCaller, @Input(sectionDeleteRequest) input: In<typeof sectionDeleteRequest>) {
    return this.floor.deleteSection(caller, input);
  }

  @Post('copy', Requires('sectionsAndTablePlans', 'all'))
  copy(@Outlet() caller: OutletCaller, @Input(sectionCopyRequest) input: In<typeof sectionCopyRequest>) {
    return this.floor.copySection(caller, input);
  }

  @Post('move', Requires('sectionsAndTablePlans', 'all'))
  move(@Outlet() caller: OutletCaller, @Input(sectionMoveRequest) input: In<typeof sectionMoveRequest>) {
    return this.floor.moveTables(caller, input);
  }

  @Post('priority', Requires('sectionsAndTablePlans', 'all'))
  priority(@Outlet() caller: OutletCaller, @Input(sectionPriorityRequest) input: In<typeof sectionPriorityRequest>) {
    return this.floor.prioritiseSections(caller, input);
  }

  @Post('table_priority', Requires('sectionsAndTablePlans', 'all'))
  tablePriority(@Outlet() caller: OutletCaller, @Input(tablePriorityRequest) input: In<typeof tablePriorityRequest>) {
    return this.floor.prioritiseTables(caller, input);
  }

  @Post('groups', Requires('sectionsAndTablePlans', 'all'))
  groups(@Outlet() caller: OutletCaller, @Input(sectionGroupsRequest) input: In<typeof sectionGroupsRequest>) {
    return this.floor.replaceCombinations(caller, input);
  }
}

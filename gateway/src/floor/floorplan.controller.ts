import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
import { FloorService } from '@covers/services/floor';
import { floorPlanAddRequest, floorPlanCopyRequest, floorPlanEditRequest, floorPlanListRequest, floorPlanRefRequest } from '@covers/shared';
import { Outlet } from '../access/outlet.decorator';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/** Spec §7's section and floorplan group, table plans half: plans, publishing, the layout in service. */
@ApiTags('floorplan')
@Controller('floorplan')
export class FloorplanController {
  constructor(private readonly floor: FloorService) {}

  @Get('list', Requires('sectionsAndTablePlans', 'view'))
  list(@Outlet() caller: OutletCaller, @Input(floorPlanListRequest) _input: In<typeof floorPlanListRequest>) {
    return this.floor.listPlans(caller);
  }

  @Post('add', Requires('sectionsAndTablePlans', 'all'))
  add(@Outlet() caller: OutletCaller, @Input(floorPlanAddRequest) input: In<typeof floorPlanAddRequest>) {
    return this.floor.addPlan(caller, input);
  }

  @Post('edit', Requires('sectionsAndTablePlans', 'all'))
  edit(@Outlet() caller: OutletCaller, @Input(floorPlanEditRequest) input: In<typeof floorPlanEditRequest>) {
    return this.floor.renamePlan(caller, input);
  }

  @Post('delete', Requires('sectionsAndTablePlans', 'all'))
  delete(@Outlet() caller: OutletCaller, @Input(floorPlanRefRequest) input: In<typeof floorPlanRefRequest>) {
    return this.floor.deletePlan(caller, input);
  }

  @Post('copy', Requires('sectionsAndTablePlans', 'all'))
  copy(@Outlet() caller: OutletCaller, @Input(floorPlanCopyRequest) input: In<typeof floorPlanCopyRequest>) {
    return this.floor.copyPlan(caller, input);
  }

  @Post('publish', Requires('sectionsAndTablePlans', 'all'))
  publish(@Outlet() caller: OutletCaller, @Input(floorPlanRefRequest) input: In<typeof floorPlanRefRequest>) {
    return this.floor.publish(caller, input);
  }

  @Get('draft', Requires('sectionsAndTablePlans', 'view'))
  draft(@Outlet() caller: OutletCaller, @Input(floorPlanRefRequest) input: In<typeof floorPlanRefRequest>) {
    return this.floor.draft(caller, input);
  }

  @Get('layout', Basic())
  layout(@Outlet() caller: OutletCaller, @Input(floorPlanListRequest) _input: In<typeof floorPlanListRequest>) {
    return this.floor.layout(caller);
  }

  @Get('groups', Basic())
  groups(@Outlet() caller: OutletCaller, @Input(floorPlanListRequest) _input: In<typeof floorPlanListRequest>) {
    return this.floor.combinations(caller);
  }
}

import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { listFloorPlans, publishedCombinations, publishedLayout } from '@covers/services/floor';
import { floorPlanAddRequest, floorPlanCopyRequest, floorPlanEditRequest, floorPlanListRequest, floorPlanRefRequest } from '@covers/shared';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { Caller, type CurrentUser } from '../access/current-user';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input } from '../common/input.decorator';
import { DATA_SOURCE } from '../database/database.module';
import { floorMetadata } from './floor-metadata';
import { FloorService } from './floor.service';

/** Spec §7's section and floorplan group, table plans half: plans, publishing, the layout in service. */
@ApiTags('floorplan')
@Controller('floorplan')
export class FloorplanController {
  constructor(
    private readonly floor: FloorService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Requires('sectionsAndTablePlans', 'view')
  @Get('list')
  list(@Caller() caller: CurrentUser, @Input(floorPlanListRequest) _input: z.infer<typeof floorPlanListRequest>) {
    return listFloorPlans(this.dataSource, caller.rid as number);
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('add')
  @HttpCode(200)
  add(@Caller() caller: CurrentUser, @Input(floorPlanAddRequest) input: z.infer<typeof floorPlanAddRequest>) {
    return this.floor.addPlan(caller.rid as number, input.name, floorMetadata(caller, input.platform));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('edit')
  @HttpCode(200)
  async edit(@Caller() caller: CurrentUser, @Input(floorPlanEditRequest) input: z.infer<typeof floorPlanEditRequest>) {
    await this.floor.decide(caller.rid as number, { type: 'RenameTablePlan', data: { planId: input.planId, name: input.name } }, floorMetadata(caller, input.platform));
    return { planId: input.planId };
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('delete')
  @HttpCode(200)
  delete(@Caller() caller: CurrentUser, @Input(floorPlanRefRequest) input: z.infer<typeof floorPlanRefRequest>) {
    return this.floor.deletePlan(caller.rid as number, input.planId, floorMetadata(caller, input.platform));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('copy')
  @HttpCode(200)
  copy(@Caller() caller: CurrentUser, @Input(floorPlanCopyRequest) input: z.infer<typeof floorPlanCopyRequest>) {
    return this.floor.copyPlan(caller.rid as number, input.planId, input.name, floorMetadata(caller, input.platform));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('publish')
  @HttpCode(200)
  publish(@Caller() caller: CurrentUser, @Input(floorPlanRefRequest) input: z.infer<typeof floorPlanRefRequest>) {
    return this.floor.publish(caller.rid as number, input.planId, floorMetadata(caller, input.platform));
  }

  @Requires('sectionsAndTablePlans', 'view')
  @Get('draft')
  draft(@Caller() caller: CurrentUser, @Input(floorPlanRefRequest) input: z.infer<typeof floorPlanRefRequest>) {
    return this.floor.draft(caller.rid as number, input.planId);
  }

  @Basic()
  @Get('layout')
  layout(@Caller() caller: CurrentUser, @Input(floorPlanListRequest) _input: z.infer<typeof floorPlanListRequest>) {
    return publishedLayout(this.dataSource, caller.rid as number);
  }

  @Basic()
  @Get('groups')
  groups(@Caller() caller: CurrentUser, @Input(floorPlanListRequest) _input: z.infer<typeof floorPlanListRequest>) {
    return publishedCombinations(this.dataSource, caller.rid as number);
  }
}

import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { draftEdits, publishedLayout } from '@covers/services/floor';
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
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { Caller, type CurrentUser } from '../access/current-user';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input } from '../common/input.decorator';
import { DATA_SOURCE } from '../database/database.module';
import { FloorService, newFloorId } from './floor.service';

/**
 * Spec §7's section and floorplan group, sections half. `list` reads the floor in service; every other
 * action edits a plan's draft (its Yjs document, so open editors see it at once) until it is published.
 */
@ApiTags('section')
@Controller('section')
export class SectionController {
  constructor(
    private readonly floor: FloorService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Basic()
  @Get('list')
  async list(@Caller() caller: CurrentUser, @Input(floorPlanListRequest) _input: z.infer<typeof floorPlanListRequest>) {
    const layout = await publishedLayout(this.dataSource, caller.rid as number);
    return layout.sections.map((section) => ({ ...section, tables: layout.tables.filter((t) => t.sectionId === section.id) }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('add')
  @HttpCode(200)
  add(@Caller() caller: CurrentUser, @Input(sectionAddRequest) input: z.infer<typeof sectionAddRequest>) {
    const sectionId = newFloorId();
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.addSection(doc, sectionId, input.name), { sectionId }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('edit')
  @HttpCode(200)
  edit(@Caller() caller: CurrentUser, @Input(sectionEditRequest) input: z.infer<typeof sectionEditRequest>) {
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.renameSection(doc, input.sectionId, input.name), { sectionId: input.sectionId }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('delete')
  @HttpCode(200)
  delete(@Caller() caller: CurrentUser, @Input(sectionDeleteRequest) input: z.infer<typeof sectionDeleteRequest>) {
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.deleteSection(doc, input.sectionId), { sectionId: input.sectionId }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('copy')
  @HttpCode(200)
  copy(@Caller() caller: CurrentUser, @Input(sectionCopyRequest) input: z.infer<typeof sectionCopyRequest>) {
    const sectionId = newFloorId();
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.copySection(doc, input.sectionId, sectionId, input.name, newFloorId), { sectionId }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('move')
  @HttpCode(200)
  move(@Caller() caller: CurrentUser, @Input(sectionMoveRequest) input: z.infer<typeof sectionMoveRequest>) {
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.moveTables(doc, input.tableIds, input.sectionId), { sectionId: input.sectionId }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('priority')
  @HttpCode(200)
  priority(@Caller() caller: CurrentUser, @Input(sectionPriorityRequest) input: z.infer<typeof sectionPriorityRequest>) {
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.prioritiseSections(doc, input.sectionIds), { sectionIds: input.sectionIds }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('table_priority')
  @HttpCode(200)
  tablePriority(@Caller() caller: CurrentUser, @Input(tablePriorityRequest) input: z.infer<typeof tablePriorityRequest>) {
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.prioritiseTables(doc, input.sectionId, input.tableIds), { tableIds: input.tableIds }));
  }

  @Requires('sectionsAndTablePlans', 'all')
  @Post('groups')
  @HttpCode(200)
  groups(@Caller() caller: CurrentUser, @Input(sectionGroupsRequest) input: z.infer<typeof sectionGroupsRequest>) {
    const combinations = input.combinations.map((group) => ({ ...group, id: group.id ?? newFloorId() }));
    return this.floor.editDraft(caller.rid as number, input.planId, (doc) => (draftEdits.replaceCombinations(doc, combinations), { combinations }));
  }
}

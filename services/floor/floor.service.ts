import {
  DomainError,
  floorPlanDocumentName,
  YJS_CLOSE_CODES,
  type floorPlanAddRequest,
  type floorPlanCopyRequest,
  type floorPlanEditRequest,
  type floorPlanRefRequest,
  type sectionAddRequest,
  type sectionCopyRequest,
  type sectionDeleteRequest,
  type sectionEditRequest,
  type sectionGroupsRequest,
  type sectionMoveRequest,
  type sectionPriorityRequest,
  type tablePriorityRequest,
} from '@covers/shared';
import { randomUUID } from 'node:crypto';
import type * as Y from 'yjs';
import type { z } from 'zod';
import type { OutletCaller } from '../access';
import { handleCommand, type EventStore } from '../eventstore';
import type { FloorCommand } from './floor.commands';
import { floorDecider } from './floor.decider';
import { floorStreamId } from './floor.streams';
import { cloneDocument, readLayout } from './floor-document';
import { draftEdits } from './floor-document-edits';
import type { FloorDrafts } from './floor-drafts';
import { floorPlanExists, listFloorPlans, publishedCombinations, publishedLayout } from './floor.queries';

/** Ids of plans, sections, tables and groups created on the server. */
export const newFloorId = (): string => randomUUID();

/**
 * The floor application service, for spec §7's section and floorplan groups. Table plans' lifecycle is
 * event-sourced (stream floor-<rid>); their drafts are the Yjs documents editors share, reached through the
 * FloorDrafts port. Publishing reads the draft, records it, and restarts the document from its content.
 */
export class FloorService {
  constructor(
    private readonly store: EventStore,
    private readonly drafts: FloorDrafts,
  ) {}

  private get db() {
    return this.store.dataSource;
  }

  private decide(caller: OutletCaller, command: FloorCommand) {
    return handleCommand(this.store, floorDecider, { streamId: floorStreamId(caller.rid), rid: caller.rid }, command, caller.metadata);
  }

  listPlans(caller: OutletCaller) {
    return listFloorPlans(this.db, caller.rid);
  }

  async addPlan(caller: OutletCaller, request: z.infer<typeof floorPlanAddRequest>) {
    const planId = newFloorId();
    await this.decide(caller, { type: 'AddTablePlan', data: { planId, name: request.name } });
    return { planId, document: floorPlanDocumentName(caller.rid, planId) };
  }

  async renamePlan(caller: OutletCaller, request: z.infer<typeof floorPlanEditRequest>) {
    await this.decide(caller, { type: 'RenameTablePlan', data: { planId: request.planId, name: request.name } });
    return { planId: request.planId };
  }

  async copyPlan(caller: OutletCaller, { planId: sourcePlanId, name }: z.infer<typeof floorPlanCopyRequest>) {
    await this.requirePlan(caller.rid, sourcePlanId);
    const draft = await this.drafts.use(floorPlanDocumentName(caller.rid, sourcePlanId), cloneDocument);
    const planId = newFloorId();
    const document = floorPlanDocumentName(caller.rid, planId);
    // The copy's draft is stored before the plan is recorded, so the plan never lists without its tables; nobody can
    // open a plan not yet recorded, and a copy refused takes its draft back.
    await this.drafts.restart(document, () => draft, YJS_CLOSE_CODES.reset);
    await this.decide(caller, { type: 'CopyTablePlan', data: { planId, name, sourcePlanId } }).catch(async (error: unknown) => {
      await this.drafts.restart(document, () => null, YJS_CLOSE_CODES.reset);
      throw error;
    });
    return { planId, document };
  }

  async deletePlan(caller: OutletCaller, { planId }: z.infer<typeof floorPlanRefRequest>) {
    await this.decide(caller, { type: 'DeleteTablePlan', data: { planId } });
    await this.drafts.restart(floorPlanDocumentName(caller.rid, planId), () => null, YJS_CLOSE_CODES.reset);
    return { planId };
  }

  async publish(caller: OutletCaller, { planId }: z.infer<typeof floorPlanRefRequest>) {
    await this.requirePlan(caller.rid, planId);
    const document = floorPlanDocumentName(caller.rid, planId);
    const layout = await this.drafts.use(document, readLayout);
    const { events } = await this.decide(caller, { type: 'PublishTablePlan', data: { planId, layout } });
    const published = events[0].data as { version: number; layout: typeof layout };
    const stored = await this.drafts.restart(document, cloneDocument, YJS_CLOSE_CODES.reset);
    return { planId, version: published.version, layout: published.layout, document: stored };
  }

  async draft(caller: OutletCaller, { planId }: z.infer<typeof floorPlanRefRequest>) {
    await this.requirePlan(caller.rid, planId);
    return this.drafts.use(floorPlanDocumentName(caller.rid, planId), readLayout);
  }

  /** The layout in service: the published plan. */
  layout(caller: OutletCaller) {
    return publishedLayout(this.db, caller.rid);
  }

  combinations(caller: OutletCaller) {
    return publishedCombinations(this.db, caller.rid);
  }

  /** The sections in service, each with its tables. */
  async sections(caller: OutletCaller) {
    const layout = await publishedLayout(this.db, caller.rid);
    return layout.sections.map((section) => ({ ...section, tables: layout.tables.filter((t) => t.sectionId === section.id) }));
  }

  addSection(caller: OutletCaller, request: z.infer<typeof sectionAddRequest>) {
    const sectionId = newFloorId();
    return this.editDraft(caller, request.planId, (doc) => (draftEdits.addSection(doc, sectionId, request.name), { sectionId }));
  }

  renameSection(caller: OutletCaller, request: z.infer<typeof sectionEditRequest>) {
    return this.editSection(caller, request, (doc) => draftEdits.renameSection(doc, request.sectionId, request.name));
  }

  deleteSection(caller: OutletCaller, request: z.infer<typeof sectionDeleteRequest>) {
    return this.editSection(caller, request, (doc) => draftEdits.deleteSection(doc, request.sectionId));
  }

  copySection(caller: OutletCaller, request: z.infer<typeof sectionCopyRequest>) {
    const sectionId = newFloorId();
    return this.editDraft(
      caller,
      request.planId,
      (doc) => (draftEdits.copySection(doc, request.sectionId, sectionId, request.name, newFloorId), { sectionId }),
    );
  }

  moveTables(caller: OutletCaller, request: z.infer<typeof sectionMoveRequest>) {
    return this.editSection(caller, request, (doc) => draftEdits.moveTables(doc, request.tableIds, request.sectionId));
  }

  prioritiseSections(caller: OutletCaller, request: z.infer<typeof sectionPriorityRequest>) {
    return this.editDraft(
      caller,
      request.planId,
      (doc) => (draftEdits.prioritiseSections(doc, request.sectionIds), { sectionIds: request.sectionIds }),
    );
  }

  prioritiseTables(caller: OutletCaller, request: z.infer<typeof tablePriorityRequest>) {
    return this.editDraft(
      caller,
      request.planId,
      (doc) => (draftEdits.prioritiseTables(doc, request.sectionId, request.tableIds), { tableIds: request.tableIds }),
    );
  }

  replaceCombinations(caller: OutletCaller, request: z.infer<typeof sectionGroupsRequest>) {
    const combinations = request.combinations.map((group) => ({ ...group, id: group.id ?? newFloorId() }));
    return this.editDraft(caller, request.planId, (doc) => (draftEdits.replaceCombinations(doc, combinations), { combinations }));
  }

  /** An edit of a draft answered with the section it names. */
  private editSection(caller: OutletCaller, request: { planId: string; sectionId: string }, edit: (doc: Y.Doc) => void) {
    return this.editDraft(caller, request.planId, (doc) => (edit(doc), { sectionId: request.sectionId }));
  }

  /** An HTTP edit of a plan's draft, applied as one Yjs transaction every open editor receives. */
  private async editDraft<T>(caller: OutletCaller, planId: string, edit: (doc: Y.Doc) => T): Promise<T> {
    await this.requirePlan(caller.rid, planId);
    return this.drafts.use(floorPlanDocumentName(caller.rid, planId), edit);
  }

  private async requirePlan(rid: number, planId: string): Promise<void> {
    if (!(await floorPlanExists(this.db, rid, planId))) throw new DomainError('FLOOR_PLAN_NOT_FOUND', { planId: 'floor.planNotFound' });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventStore, handleCommand, type EventMetadata } from '@covers/services/eventstore';
import { cloneDocument, floorDecider, floorPlanExists, floorStreamId, readLayout, type FloorCommand } from '@covers/services/floor';
import { DomainError, floorPlanDocumentName, YJS_CLOSE_CODES } from '@covers/shared';
import type { DataSource } from 'typeorm';
import type * as Y from 'yjs';
import { DATA_SOURCE } from '../database/database.module';
import { YjsDocuments } from '../yjs/yjs-documents';

/** Ids of plans, sections, tables and groups created on the server. */
export const newFloorId = (): string => randomUUID();

/**
 * Table plans: their lifecycle is event-sourced (stream floor-<rid>); their drafts are the Yjs documents
 * editors share. Publishing reads the draft, records it, and restarts the document from its content.
 */
@Injectable()
export class FloorService {
  constructor(
    private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly documents: YjsDocuments,
  ) {}

  decide(rid: number, command: FloorCommand, metadata: EventMetadata) {
    return handleCommand(this.store, floorDecider, { streamId: floorStreamId(rid), rid }, command, metadata);
  }

  async addPlan(rid: number, name: string, metadata: EventMetadata) {
    const planId = newFloorId();
    await this.decide(rid, { type: 'AddTablePlan', data: { planId, name } }, metadata);
    return { planId, document: floorPlanDocumentName(rid, planId) };
  }

  async copyPlan(rid: number, sourcePlanId: string, name: string, metadata: EventMetadata) {
    await this.requirePlan(rid, sourcePlanId);
    const draft = await this.documents.use(floorPlanDocumentName(rid, sourcePlanId), cloneDocument);
    const planId = newFloorId();
    await this.decide(rid, { type: 'CopyTablePlan', data: { planId, name, sourcePlanId } }, metadata);
    const document = floorPlanDocumentName(rid, planId);
    await this.documents.restart(document, () => draft, YJS_CLOSE_CODES.reset);
    return { planId, document };
  }

  async deletePlan(rid: number, planId: string, metadata: EventMetadata) {
    await this.decide(rid, { type: 'DeleteTablePlan', data: { planId } }, metadata);
    await this.documents.restart(floorPlanDocumentName(rid, planId), () => null, YJS_CLOSE_CODES.reset);
    return { planId };
  }

  async publish(rid: number, planId: string, metadata: EventMetadata) {
    await this.requirePlan(rid, planId);
    const document = floorPlanDocumentName(rid, planId);
    const layout = await this.documents.use(document, readLayout);
    const { events } = await this.decide(rid, { type: 'PublishTablePlan', data: { planId, layout } }, metadata);
    const published = events[0].data as { version: number; layout: typeof layout };
    const stored = await this.documents.restart(document, cloneDocument, YJS_CLOSE_CODES.reset);
    return { planId, version: published.version, layout: published.layout, document: stored };
  }

  async draft(rid: number, planId: string) {
    await this.requirePlan(rid, planId);
    return this.documents.use(floorPlanDocumentName(rid, planId), readLayout);
  }

  /** An HTTP edit of a plan's draft, applied as one Yjs transaction every open editor receives. */
  async editDraft<T>(rid: number, planId: string, edit: (doc: Y.Doc) => T): Promise<T> {
    await this.requirePlan(rid, planId);
    return this.documents.use(floorPlanDocumentName(rid, planId), edit);
  }

  private async requirePlan(rid: number, planId: string): Promise<void> {
    if (!(await floorPlanExists(this.dataSource, rid, planId))) throw new DomainError('FLOOR_PLAN_NOT_FOUND', { planId: 'floor.planNotFound' });
  }
}

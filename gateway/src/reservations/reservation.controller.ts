import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EventStore } from '@covers/services/eventstore';
import {
  ReservationsService,
  clockOf,
  countReservations,
  exportRows,
  filterCounts,
  getDraft,
  importReservations,
  listDrafts,
  listReservationsJson,
  notifications,
  outletInfo,
  tableStates,
  toMinute,
} from '@covers/services/reservations';
import {
  DomainError,
  IMPORT_MAX_BYTES,
  RESERVATION_EXPORT_FIELD_KEYS,
  RESERVATION_IMPORT_COLUMNS,
  RESERVATION_IMPORT_EXAMPLE,
  addDraftRequest,
  batchStatusUpdateRequest,
  cancelRequest,
  countRequest,
  draftRefRequest,
  editTransactionRequest,
  exportRequest,
  importRequest,
  commonOnlyRequest,
  listRequest,
  notificationsRequest,
  tableStateRequest,
  tableStatesRequest,
  toCsv,
  translate,
  type ReservationExportField,
} from '@covers/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { Caller, type CurrentUser } from '../access/current-user';
import { Basic } from '../access/route-access.decorators';
import { Input } from '../common/input.decorator';
import { requestLanguage } from '../common/request-language';
import { reservationActor } from './reservation-actor';

/** Spec §7's reservation group: the day list and its counts, cancel, batch status, drafts, import/export, notifications. */
@ApiTags('reservation')
@Controller('reservation')
export class ReservationController {
  constructor(
    private readonly reservations: ReservationsService,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  private get db() {
    return this.store.dataSource;
  }

  /** Answered as JSON text straight from PostgreSQL (the envelope written around it): the list is the hot path. */
  @Basic()
  @Get('list')
  async list(@Caller() user: CurrentUser, @Input(listRequest) input: z.infer<typeof listRequest>, @Req() req: Request, @Res() res: Response) {
    const clock = await clockOf(this.db, user.rid as number, new Date().toISOString());
    const rows = await listReservationsJson(this.db, user.rid as number, input, clock);
    const head = JSON.stringify({ status: { code: 0, msg: translate(requestLanguage(req), 'errors.success') }, result: { date: input.date, tab: input.tab, now: clock } });
    res.type('application/json').send(`${head.slice(0, -2)},"reservations":${rows}}}`);
  }

  @Basic()
  @Get('count')
  count(@Caller() user: CurrentUser, @Input(countRequest) input: z.infer<typeof countRequest>) {
    return countReservations(this.db, user.rid as number, input);
  }

  @Basic()
  @Get('filter_count')
  filterCount(@Caller() user: CurrentUser, @Input(countRequest) input: z.infer<typeof countRequest>) {
    return filterCounts(this.db, user.rid as number, input);
  }

  @Basic()
  @Post('edit_cloud')
  @HttpCode(200)
  async editCloud(@Caller() user: CurrentUser, @Input(editTransactionRequest) input: z.infer<typeof editTransactionRequest>) {
    await this.reservations.edit(reservationActor(user, input), input);
    return { reservation_id: input.reservation_id };
  }

  @Basic()
  @Post('cancel')
  @HttpCode(200)
  async cancel(@Caller() user: CurrentUser, @Input(cancelRequest) input: z.infer<typeof cancelRequest>) {
    const [change] = await this.reservations.changeStatus(reservationActor(user, input), input.date, [input.reservation_id], 'cancel', input.reason, false);
    return change;
  }

  @Basic()
  @Post('batch_status_update')
  @HttpCode(200)
  async batchStatusUpdate(@Caller() user: CurrentUser, @Input(batchStatusUpdateRequest) input: z.infer<typeof batchStatusUpdateRequest>) {
    return { changes: await this.reservations.changeStatus(reservationActor(user, input), input.date, input.reservation_ids, input.action, input.reason ?? null, input.book_anyway) };
  }

  @Basic()
  @Post('drafts_add')
  @HttpCode(200)
  async addDraft(@Caller() user: CurrentUser, @Input(addDraftRequest) input: z.infer<typeof addDraftRequest>) {
    return { draft_id: await this.reservations.saveDraft(reservationActor(user, input), input.draft_id, input.data) };
  }

  @Basic()
  @Get('drafts_get')
  async getDraft(@Caller() user: CurrentUser, @Input(draftRefRequest) input: z.infer<typeof draftRefRequest>) {
    const draft = await getDraft(this.db, user.rid as number, input.draft_id);
    if (!draft) throw new DomainError('NOT_FOUND');
    return draft;
  }

  @Basic()
  @Post('drafts_delete')
  @HttpCode(200)
  async deleteDraft(@Caller() user: CurrentUser, @Input(draftRefRequest) input: z.infer<typeof draftRefRequest>) {
    await this.reservations.deleteDraft(reservationActor(user, input), input.draft_id);
    return { draft_id: input.draft_id };
  }

  @Basic()
  @Get('drafts_list')
  async drafts(@Caller() user: CurrentUser, @Input(commonOnlyRequest) _input: z.infer<typeof commonOnlyRequest>) {
    return { drafts: await listDrafts(this.db, user.rid as number) };
  }

  @Basic()
  @Post('import')
  @HttpCode(200)
  async import(@Caller() user: CurrentUser, @Req() req: Request, @Input(importRequest) input: z.infer<typeof importRequest>) {
    if (Number(req.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw new DomainError('REQUEST_TOO_LARGE');
    return importReservations(this.store, reservationActor(user, input), input.rows, input.book_anyway);
  }

  @Basic()
  @Get('import_template')
  importTemplate(@Input(commonOnlyRequest) _input: unknown, @Res() res: Response) {
    sendCsv(res, 'reservations-import-template.csv', toCsv(RESERVATION_IMPORT_COLUMNS, [RESERVATION_IMPORT_COLUMNS.map((c) => RESERVATION_IMPORT_EXAMPLE[c])]));
  }

  @Basic()
  @Get('export')
  async export(@Caller() user: CurrentUser, @Input(exportRequest) input: z.infer<typeof exportRequest>, @Res() res: Response) {
    const { fields: chosen, ...filters } = input;
    const fields = chosen && chosen.length > 0 ? chosen : RESERVATION_EXPORT_FIELD_KEYS;
    const unknown = fields.filter((f) => !(RESERVATION_EXPORT_FIELD_KEYS as string[]).includes(f));
    if (unknown.length > 0) throw new DomainError('VALIDATION_FAILED', { fields: 'validation.invalidValue' });
    const outlet = await outletInfo(this.db, user.rid as number);
    const { header, rows } = await exportRows(this.db, user.rid as number, outlet, filters, fields as ReservationExportField[]);
    sendCsv(res, `reservations-${input.date}.csv`, toCsv(header, rows));
  }

  @Basic()
  @Get('notifications')
  async notifications(@Caller() user: CurrentUser, @Input(notificationsRequest) input: z.infer<typeof notificationsRequest>) {
    return { notifications: await notifications(this.db, user.rid as number, input.after, input.limit) };
  }

  @Basic()
  @Get('table_states')
  async tableStates(@Caller() user: CurrentUser, @Input(tableStatesRequest) input: z.infer<typeof tableStatesRequest>) {
    return { date: input.date, tables: await tableStates(this.db, user.rid as number, input.date) };
  }

  @Basic()
  @Post('table_state')
  @HttpCode(200)
  async tableState(@Caller() user: CurrentUser, @Input(tableStateRequest) input: z.infer<typeof tableStateRequest>) {
    const range = { from: input.from_time ? toMinute(input.from_time) : null, to: input.to_time ? toMinute(input.to_time) : null };
    const { state } = await this.reservations.changeTableState(reservationActor(user, input), input.date, input.table_id, input.action, range, input.note ?? null);
    return { table_id: input.table_id, ...state.tables.get(input.table_id) };
  }
}

function sendCsv(res: Response, filename: string, csv: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.status(200).send(csv);
}

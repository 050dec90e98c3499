import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
import { ReservationsService } from '@covers/services/reservations';
import { ExportLog } from '@covers/services/reports';
import {
  RESERVATION_IMPORT_COLUMNS,
  RESERVATION_IMPORT_EXAMPLE,
  addDraftRequest,
  batchStatusUpdateRequest,
  cancelRequest,
  commonOnlyRequest,
  countRequest,
  draftRefRequest,
  editTransactionRequest,
  exportRequest,
  importRequest,
  listRequest,
  notificationsRequest,
  tableStateRequest,
  tableStatesRequest,
  toCsv,
  translate,
} from '@covers/shared';
import type { Request, Response } from 'express';
import { Outlet } from '../access/outlet.decorator';
import { Basic } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { requestLanguage } from '../common/request-language';
import { sendCsv } from '../common/send-csv';
import { get, post, routeTable } from '../common/route-table';
import { Get, Post } from '../common/route.decorators';

/** Spec §7's reservation group: the service day, the day list and its counts, cancel, batch status, drafts, import/export, notifications. */
@ApiTags('reservation')
@Controller('reservation')
export class ReservationController extends routeTable(ReservationsService, {
  count: get('count', Basic(), countRequest, (reservations, caller, input) => reservations.count(caller, input)),
  filterCount: get('filter_count', Basic(), countRequest, (reservations, caller, input) => reservations.filterCounts(caller, input)),
  editCloud: post('edit_cloud', Basic(), editTransactionRequest, (reservations, caller, input) => reservations.editCloud(caller, input)),
  cancel: post('cancel', Basic(), cancelRequest, (reservations, caller, input) => reservations.cancel(caller, input)),
  batchStatusUpdate: post('batch_status_update', Basic(), batchStatusUpdateRequest, (reservations, caller, input) =>
    reservations.batchStatusUpdate(caller, input),
  ),
  addDraft: post('drafts_add', Basic(), addDraftRequest, (reservations, caller, input) => reservations.saveDraft(caller, input)),
  getDraft: get('drafts_get', Basic(), draftRefRequest, (reservations, caller, input) => reservations.getDraft(caller, input)),
  deleteDraft: post('drafts_delete', Basic(), draftRefRequest, (reservations, caller, input) => reservations.removeDraft(caller, input)),
  drafts: get('drafts_list', Basic(), commonOnlyRequest, (reservations, caller) => reservations.drafts(caller)),
  serviceDay: get('service_day', Basic(), commonOnlyRequest, (reservations, caller) => reservations.serviceDay(caller)),
  notifications: get('notifications', Basic(), notificationsRequest, (reservations, caller, input) =>
    reservations.notifications(caller, input),
  ),
  tableStates: get('table_states', Basic(), tableStatesRequest, (reservations, caller, input) => reservations.tableStates(caller, input)),
  tableState: post('table_state', Basic(), tableStateRequest, (reservations, caller, input) =>
    reservations.changeTableState(caller, input),
  ),
}) {
  /** Answered as JSON text straight from PostgreSQL (the envelope written around it): the list is the hot path. */
  @Get('list', Basic())
  async list(@Outlet() caller: OutletCaller, @Input(listRequest) input: In<typeof listRequest>, @Req() req: Request, @Res() res: Response) {
    const { now, reservations } = await this.service.list(caller, input);
    const head = JSON.stringify({
      status: { code: 0, msg: translate(requestLanguage(req), 'errors.success') },
      result: { date: input.date, tab: input.tab, now },
    });
    res.type('application/json').send(`${head.slice(0, -2)},"reservations":${reservations}}}`);
  }

  /** The body's size (IMPORT_MAX_BYTES) is limited as it is read, by the import's own body parser (app.factory.ts). */
  @Post('import', Basic())
  import(@Outlet() caller: OutletCaller, @Input(importRequest) input: In<typeof importRequest>) {
    return this.service.importRows(caller, input);
  }

  @Get('import_template', Basic())
  importTemplate(@Input(commonOnlyRequest) _input: In<typeof commonOnlyRequest>, @Res() res: Response) {
    sendCsv(
      res,
      'reservations-import-template.csv',
      toCsv(RESERVATION_IMPORT_COLUMNS, [RESERVATION_IMPORT_COLUMNS.map((c) => RESERVATION_IMPORT_EXAMPLE[c])]),
    );
  }

  @Inject(ExportLog) private readonly exportLog!: ExportLog;

  @Get('export', Basic())
  async export(@Outlet() caller: OutletCaller, @Input(exportRequest) input: In<typeof exportRequest>, @Res() res: Response) {
    const [csv, file] = [await this.service.exportCsv(caller, input), `reservations-${input.date}.csv`];
    await this.exportLog.record(caller, 'reservations', file);
    sendCsv(res, file, csv);
  }
}

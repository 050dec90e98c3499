import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
import { ReservationsService } from '@covers/services/reservations';
import {
  DomainError,
  IMPORT_MAX_BYTES,
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
import { Get, Post } from '../common/route.decorators';

/** Spec §7's reservation group: the day list and its counts, cancel, batch status, drafts, import/export, notifications. */
@ApiTags('reservation')
@Controller('reservation')
export class ReservationController {
  constructor(private readonly reservations: ReservationsService) {}

  /** Answered as JSON text straight from PostgreSQL (the envelope written around it): the list is the hot path. */
  @Get('list', Basic())
  async list(@Outlet() caller: OutletCaller, @Input(listRequest) input: In<typeof listRequest>, @Req() req: Request, @Res() res: Response) {
    const { now, reservations } = await this.reservations.list(caller, input);
    const head = JSON.stringify({
      status: { code: 0, msg: translate(requestLanguage(req), 'errors.success') },
      result: { date: input.date, tab: input.tab, now },
    });
    res.type('application/json').send(`${head.slice(0, -2)},"reservations":${reservations}}}`);
  }

  @Get('count', Basic())
  count(@Outlet() caller: OutletCaller, @Input(countRequest) input: In<typeof countRequest>) {
    return this.reservations.count(caller, input);
  }

  @Get('filter_count', Basic())
  filterCount(@Outlet() caller: OutletCaller, @Input(countRequest) input: In<typeof countRequest>) {
    return this.reservations.filterCounts(caller, input);
  }

  @Post('edit_cloud', Basic())
  editCloud(@Outlet() caller: OutletCaller, @Input(editTransactionRequest) input: In<typeof editTransactionRequest>) {
    return this.reservations.editCloud(caller, input);
  }

  @Post('cancel', Basic())
  cancel(@Outlet() caller: OutletCaller, @Input(cancelRequest) input: In<typeof cancelRequest>) {
    return this.reservations.cancel(caller, input);
  }

  @Post('batch_status_update', Basic())
  batchStatusUpdate(@Outlet() caller: OutletCaller, @Input(batchStatusUpdateRequest) input: In<typeof batchStatusUpdateRequest>) {
    return this.reservations.batchStatusUpdate(caller, input);
  }

  @Post('drafts_add', Basic())
  addDraft(@Outlet() caller: OutletCaller, @Input(addDraftRequest) input: In<typeof addDraftRequest>) {
    return this.reservations.saveDraft(caller, input);
  }

  @Get('drafts_get', Basic())
  getDraft(@Outlet() caller: OutletCaller, @Input(draftRefRequest) input: In<typeof draftRefRequest>) {
    return this.reservations.getDraft(caller, input);
  }

  @Post('drafts_delete', Basic())
  deleteDraft(@Outlet() caller: OutletCaller, @Input(draftRefRequest) input: In<typeof draftRefRequest>) {
    return this.reservations.removeDraft(caller, input);
  }

  @Get('drafts_list', Basic())
  drafts(@Outlet() caller: OutletCaller, @Input(commonOnlyRequest) _input: In<typeof commonOnlyRequest>) {
    return this.reservations.drafts(caller);
  }

  /** The body's size is checked here: access and parsing have passed, the rows are not read yet. */
  @Post('import', Basic())
  import(@Outlet() caller: OutletCaller, @Req() req: Request, @Input(importRequest) input: In<typeof importRequest>) {
    if (Number(req.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw new DomainError('REQUEST_TOO_LARGE');
    return this.reservations.importRows(caller, input);
  }

  @Get('import_template', Basic())
  importTemplate(@Input(commonOnlyRequest) _input: In<typeof commonOnlyRequest>, @Res() res: Response) {
    sendCsv(
      res,
      'reservations-import-template.csv',
      toCsv(RESERVATION_IMPORT_COLUMNS, [RESERVATION_IMPORT_COLUMNS.map((c) => RESERVATION_IMPORT_EXAMPLE[c])]),
    );
  }

  @Get('export', Basic())
  async export(@Outlet() caller: OutletCaller, @Input(exportRequest) input: In<typeof exportRequest>, @Res() res: Response) {
    sendCsv(res, `reservations-${input.date}.csv`, await this.reservations.exportCsv(caller, input));
  }

  @Get('notifications', Basic())
  notifications(@Outlet() caller: OutletCaller, @Input(notificationsRequest) input: In<typeof notificationsRequest>) {
    return this.reservations.notifications(caller, input);
  }

  @Get('table_states', Basic())
  tableStates(@Outlet() caller: OutletCaller, @Input(tableStatesRequest) input: In<typeof tableStatesRequest>) {
    return this.reservations.tableStates(caller, input);
  }

  @Post('table_state', Basic())
  tableState(@Outlet() caller: OutletCaller, @Input(tableStateRequest) input: In<typeof tableStateRequest>) {
    return this.reservations.changeTableState(caller, input);
  }
}

function sendCsv(res: Response, filename: string, csv: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.status(200).send(csv);
}

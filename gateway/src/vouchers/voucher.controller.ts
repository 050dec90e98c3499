import { Controller, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
import { ExportLog } from '@covers/services/reports';
import { VouchersService } from '@covers/services/vouchers';
import {
  voucherAddConfigRequest,
  voucherBookingRequest,
  voucherConfigRequest,
  voucherCountsRequest,
  voucherExportRequest,
  voucherFulfillRequest,
  voucherGetRequest,
  voucherImportRequest,
  voucherIssueRequest,
  voucherListRequest,
  voucherReceiptRequest,
} from '@covers/shared';
import type { Response } from 'express';
import { Outlet } from '../access/outlet.decorator';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { get, post, routeTable } from '../common/route-table';
import { Get } from '../common/route.decorators';
import { sendCsv } from '../common/send-csv';

/**
 * Spec §7's voucher group. Front of house (every member of the outlet) validates, fulfils, lists and exports;
 * configuring kinds and issuing or importing codes is outlet setup: Service and Online Booking Slot, All Access.
 */
@ApiTags('voucher')
@Controller('voucher')
export class VoucherController extends routeTable(VouchersService, {
  get: post('get', Basic(), voucherGetRequest, (vouchers, caller, input) => vouchers.get(caller, input)),
  fulfill: post('fulfill', Basic(), voucherFulfillRequest, (vouchers, caller, input) => vouchers.fulfill(caller, input)),
  list: get('list', Basic(), voucherListRequest, (vouchers, caller, input) => vouchers.list(caller, input)),
  counts: get('counts', Basic(), voucherCountsRequest, (vouchers, caller, input) => vouchers.counts(caller, input)),
  receipt: get('receipt', Basic(), voucherReceiptRequest, (vouchers, caller, input) => vouchers.receipt(caller, input)),
  booking: get('booking', Basic(), voucherBookingRequest, (vouchers, caller, input) => vouchers.booking(caller, input)),
  config: get('config', Basic(), voucherConfigRequest, (vouchers, caller) => vouchers.config(caller)),
  addConfig: post('add_config', Requires('servicesAndSlots', 'all'), voucherAddConfigRequest, (vouchers, caller, input) =>
    vouchers.addConfig(caller, input),
  ),
  issue: post('issue', Requires('servicesAndSlots', 'all'), voucherIssueRequest, (vouchers, caller, input) =>
    vouchers.issue(caller, input),
  ),
  import: post('import', Requires('servicesAndSlots', 'all'), voucherImportRequest, (vouchers, caller, input) =>
    vouchers.import(caller, input),
  ),
}) {
  @Inject(ExportLog) private readonly exportLog!: ExportLog;

  @Get('export', Basic())
  async export(@Outlet() caller: OutletCaller, @Input(voucherExportRequest) input: In<typeof voucherExportRequest>, @Res() res: Response) {
    const [csv, file] = [await this.service.exportCsv(caller, input), `vouchers-${input.tab}.csv`];
    await this.exportLog.record(caller, 'vouchers', file);
    sendCsv(res, file, csv);
  }
}

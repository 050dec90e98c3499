import { Controller, Res } from '@nestjs/common';
import type { OutletCaller } from '@covers/services/access';
import { ApiTags } from '@nestjs/swagger';
import { DinersService } from '@covers/services/diners';
import {
  dinerAddRequest,
  dinerDuplicatesRequest,
  dinerMergeRequest,
  dinerUnmergeRequest,
  dinerEditRequest,
  dinerExportRequest,
  dinerImportRequest,
  dinerFilterRequest,
  dinerGetRequest,
  dinerHistoryRequest,
} from '@covers/shared';
import type { Response } from 'express';
import { Outlet } from '../access/outlet.decorator';
import { Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { sendCsv } from '../common/send-csv';
import { Get } from '../common/route.decorators';
import { post, routeTable } from '../common/route-table';

/** Spec §7's diner group: Diner Management View Only reads, view/edit/export writes, No Access is refused. */
@ApiTags('diner')
@Controller('diner')
export class DinerController extends routeTable(DinersService, {
  add: post('add', Requires('dinerManagement', 'all'), dinerAddRequest, (diners, caller, input) => diners.add(caller, input)),
  edit: post('edit', Requires('dinerManagement', 'all'), dinerEditRequest, (diners, caller, input) => diners.edit(caller, input)),
  import: post('import', Requires('dinerManagement', 'all'), dinerImportRequest, (diners, caller, input) => diners.import(caller, input)),
  get: post('get', Requires('dinerManagement', 'view'), dinerGetRequest, (diners, caller, input) => diners.get(caller, input)),
  filter: post('filter', Requires('dinerManagement', 'view'), dinerFilterRequest, (diners, caller, input) => diners.filter(caller, input)),
  visitHistory: post('visit_history', Requires('dinerManagement', 'view'), dinerHistoryRequest, (diners, caller, input) =>
    diners.visitHistory(caller, input),
  ),
  duplicates: post('duplicates', Requires('dinerManagement', 'all'), dinerDuplicatesRequest, (diners, caller, input) =>
    diners.duplicates(caller, input),
  ),
  merge: post('merge', Requires('dinerManagement', 'all'), dinerMergeRequest, (diners, caller, input) => diners.merge(caller, input)),
  unmerge: post('unmerge', Requires('dinerManagement', 'all'), dinerUnmergeRequest, (diners, caller, input) =>
    diners.unmerge(caller, input),
  ),
  bookingHistory: post('booking_history', Requires('dinerManagement', 'view'), dinerHistoryRequest, (diners, caller, input) =>
    diners.bookingHistory(caller, input),
  ),
}) {
  /** The diner list as CSV: Diner Management to read it, and Export Diner List, checked by the service. */
  @Get('export', Requires('dinerManagement', 'view'))
  async export(@Outlet() caller: OutletCaller, @Input(dinerExportRequest) input: In<typeof dinerExportRequest>, @Res() res: Response) {
    sendCsv(res, 'diners.csv', await this.service.exportCsv(caller, input));
  }
}

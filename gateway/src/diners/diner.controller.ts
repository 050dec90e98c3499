import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DinersService } from '@covers/services/diners';
import { dinerAddRequest, dinerEditRequest, dinerFilterRequest, dinerGetRequest, dinerHistoryRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { post, routeTable } from '../common/route-table';

/** Spec §7's diner group: Diner Management View Only reads, view/edit/export writes, No Access is refused. */
@ApiTags('diner')
@Controller('diner')
export class DinerController extends routeTable(DinersService, {
  add: post('add', Requires('dinerManagement', 'all'), dinerAddRequest, (diners, caller, input) => diners.add(caller, input)),
  edit: post('edit', Requires('dinerManagement', 'all'), dinerEditRequest, (diners, caller, input) => diners.edit(caller, input)),
  get: post('get', Requires('dinerManagement', 'view'), dinerGetRequest, (diners, caller, input) => diners.get(caller, input)),
  filter: post('filter', Requires('dinerManagement', 'view'), dinerFilterRequest, (diners, caller, input) => diners.filter(caller, input)),
  visitHistory: post('visit_history', Requires('dinerManagement', 'view'), dinerHistoryRequest, (diners, caller, input) =>
    diners.visitHistory(caller, input),
  ),
  bookingHistory: post('booking_history', Requires('dinerManagement', 'view'), dinerHistoryRequest, (diners, caller, input) =>
    diners.bookingHistory(caller, input),
  ),
}) {}

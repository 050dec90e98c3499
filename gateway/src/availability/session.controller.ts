import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AvailabilityService } from '@covers/services/availability';
import {
  sessionAddRequest,
  sessionCheckConflictRequest,
  sessionDeleteGroupRequest,
  sessionEditRequest,
  sessionGetRequest,
  sessionListRequest,
  turnaroundTimeRequest,
} from '@covers/shared';
import { Basic, Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's session group: an outlet's services (sessions), their conflicts and turnaround times. */
@ApiTags('session')
@Controller('session')
export class SessionController extends routeTable(AvailabilityService, {
  list: get('list', Basic(), sessionListRequest, (availability, caller, input) =>
    input.date ? availability.servicesRunningOn(caller, input.date) : availability.listServices(caller),
  ),
  get: get('get', Requires('servicesAndSlots', 'view'), sessionGetRequest, (availability, caller, input) =>
    availability.getService(caller, input),
  ),
  add: post('add', Requires('servicesAndSlots', 'all'), sessionAddRequest, (availability, caller, input) =>
    availability.addService(caller, input),
  ),
  edit: post('edit', Requires('servicesAndSlots', 'all'), sessionEditRequest, (availability, caller, input) =>
    availability.editService(caller, input),
  ),
  deleteGroup: post('delete_group', Requires('servicesAndSlots', 'all'), sessionDeleteGroupRequest, (availability, caller, input) =>
    availability.deleteServices(caller, input),
  ),
  checkConflict: post('check_conflict', Requires('servicesAndSlots', 'view'), sessionCheckConflictRequest, (availability, caller, input) =>
    availability.checkConflict(caller, input),
  ),
  turnaroundTime: get('turnaround_time', Basic(), turnaroundTimeRequest, (availability, caller, input) =>
    availability.turnaroundTime(caller, input),
  ),
}) {}

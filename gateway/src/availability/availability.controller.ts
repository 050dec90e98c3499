import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AvailabilityService } from '@covers/services/availability';
import {
  calendarInfoRequest,
  capacityAlertGetRequest,
  capacityAlertSetRequest,
  dayNoteRequest,
  onlineTimingSwitchRequest,
  quickEditRequest,
  recommendTableRequest,
  restoreSessionDefaultRequest,
  specialDateClearRequest,
  specialDateSetRequest,
  specialDatesListRequest,
  dayRequest,
  tableForbiddenSetRequest,
  timeSlotsRequest,
} from '@covers/shared';
import { Basic, Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's availability group: the engine's answers and the per-date settings of the calendar. */
@ApiTags('availability')
@Controller('availability')
export class AvailabilityController extends routeTable(AvailabilityService, {
  timeSlots: get('time_slots', Basic(), timeSlotsRequest, (availability, caller, input) => availability.timeSlots(caller, input)),
  recommendTable: get('recommend_table', Basic(), recommendTableRequest, (availability, caller, input) =>
    availability.recommendTable(caller, input),
  ),
  calendarInfo: get('calendar_info', Requires('servicesAndSlots', 'view'), calendarInfoRequest, (availability, caller, input) =>
    availability.calendarInfo(caller, input),
  ),
  specialDates: get('special_dates', Requires('servicesAndSlots', 'view'), specialDatesListRequest, (availability, caller, input) =>
    availability.specialDates(caller, input),
  ),
  setSpecialDate: post('special_dates', Requires('servicesAndSlots', 'all'), specialDateSetRequest, (availability, caller, input) =>
    availability.setSpecialDate(caller, input),
  ),
  clearSpecialDate: post(
    'special_dates/clear',
    Requires('servicesAndSlots', 'all'),
    specialDateClearRequest,
    (availability, caller, input) => availability.clearSpecialDate(caller, input),
  ),
  dayNote: post('day_note', Requires('servicesAndSlots', 'all'), dayNoteRequest, (availability, caller, input) =>
    availability.writeDayNote(caller, input),
  ),
  switches: get('online_timing_switches', Requires('servicesAndSlots', 'view'), dayRequest, (availability, caller, input) =>
    availability.onlineTimingSwitches(caller, input),
  ),
  switch: post('online_timing_switches', Requires('servicesAndSlots', 'all'), onlineTimingSwitchRequest, (availability, caller, input) =>
    availability.switchOnlineBooking(caller, input),
  ),
  quickEdit: post('quick_edit', Requires('servicesAndSlots', 'all'), quickEditRequest, (availability, caller, input) =>
    availability.quickEdit(caller, input),
  ),
  forbiddenTables: get('table_forbidden', Requires('servicesAndSlots', 'view'), dayRequest, (availability, caller, input) =>
    availability.forbiddenTables(caller, input),
  ),
  forbidTables: post('table_forbidden', Requires('servicesAndSlots', 'all'), tableForbiddenSetRequest, (availability, caller, input) =>
    availability.forbidTables(caller, input),
  ),
  restore: post(
    'restore_session_default',
    Requires('servicesAndSlots', 'all'),
    restoreSessionDefaultRequest,
    (availability, caller, input) => availability.restoreSessionDefault(caller, input),
  ),
  capacityAlert: get('capacity_alert', Requires('servicesAndSlots', 'view'), capacityAlertGetRequest, (availability, caller) =>
    availability.capacityAlert(caller),
  ),
  setCapacityAlert: post('capacity_alert', Requires('servicesAndSlots', 'all'), capacityAlertSetRequest, (availability, caller, input) =>
    availability.setCapacityAlert(caller, input),
  ),
}) {}

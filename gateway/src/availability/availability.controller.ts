import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
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
import { Outlet } from '../access/outlet.decorator';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/** Spec §7's availability group: the engine's answers and the per-date settings of the calendar. */
@ApiTags('availability')
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get('time_slots', Basic())
  timeSlots(@Outlet() caller: OutletCaller, @Input(timeSlotsRequest) input: In<typeof timeSlotsRequest>) {
    return this.availability.timeSlots(caller, input);
  }

  @Get('recommend_table', Basic())
  recommendTable(@Outlet() caller: OutletCaller, @Input(recommendTableRequest) input: In<typeof recommendTableRequest>) {
    return this.availability.recommendTable(caller, input);
  }

  @Get('calendar_info', Requires('servicesAndSlots', 'view'))
  calendarInfo(@Outlet() caller: OutletCaller, @Input(calendarInfoRequest) input: In<typeof calendarInfoRequest>) {
    return this.availability.calendarInfo(caller, input);
  }

  @Get('special_dates', Requires('servicesAndSlots', 'view'))
  specialDates(@Outlet() caller: OutletCaller, @Input(specialDatesListRequest) input: In<typeof specialDatesListRequest>) {
    return this.availability.specialDates(caller, input);
  }

  @Post('special_dates', Requires('servicesAndSlots', 'all'))
  setSpecialDate(@Outlet() caller: OutletCaller, @Input(specialDateSetRequest) input: In<typeof specialDateSetRequest>) {
    return this.availability.setSpecialDate(caller, input);
  }

  @Post('special_dates/clear', Requires('servicesAndSlots', 'all'))
  clearSpecialDate(@Outlet() caller: OutletCaller, @Input(specialDateClearRequest) input: In<typeof specialDateClearRequest>) {
    return this.availability.clearSpecialDate(caller, input);
  }

  @Post('day_note', Requires('servicesAndSlots', 'all'))
  dayNote(@Outlet() caller: OutletCaller, @Input(dayNoteRequest) input: In<typeof dayNoteRequest>) {
    return this.availability.writeDayNote(caller, input);
  }

  @Get('online_timing_switches', Requires('servicesAndSlots', 'view'))
  switches(@Outlet() caller: OutletCaller, @Input(dayRequest) input: In<typeof dayRequest>) {
    return this.availability.onlineTimingSwitches(caller, input);
  }

  @Post('online_timing_switches', Requires('servicesAndSlots', 'all'))
  switch(@Outlet() caller: OutletCaller, @Input(onlineTimingSwitchRequest) input: In<typeof onlineTimingSwitchRequest>) {
    return this.availability.switchOnlineBooking(caller, input);
  }

  @Post('quick_edit', Requires('servicesAndSlots', 'all'))
  quickEdit(@Outlet() caller: OutletCaller, @Input(quickEditRequest) input: In<typeof quickEditRequest>) {
    return this.availability.quickEdit(caller, input);
  }

  @Get('table_forbidden', Requires('servicesAndSlots', 'view'))
  forbiddenTables(@Outlet() caller: OutletCaller, @Input(dayRequest) input: In<typeof dayRequest>) {
    return this.availability.forbiddenTables(caller, input);
  }

  @Post('table_forbidden', Requires('servicesAndSlots', 'all'))
  forbidTables(@Outlet() caller: OutletCaller, @Input(tableForbiddenSetRequest) input: In<typeof tableForbiddenSetRequest>) {
    return this.availability.forbidTables(caller, input);
  }

  @Post('restore_session_default', Requires('servicesAndSlots', 'all'))
  restore(@Outlet() caller: OutletCaller, @Input(restoreSessionDefaultRequest) input: In<typeof restoreSessionDefaultRequest>) {
    return this.availability.restoreSessionDefault(caller, input);
  }

  @Get('capacity_alert', Requires('servicesAndSlots', 'view'))
  capacityAlert(@Outlet() caller: OutletCaller, @Input(capacityAlertGetRequest) _input: In<typeof capacityAlertGetRequest>) {
    return this.availability.capacityAlert(caller);
  }

  @Post('capacity_alert', Requires('servicesAndSlots', 'all'))
  setCapacityAlert(@Outlet() caller: OutletCaller, @Input(capacityAlertSetRequest) input: In<typeof capacityAlertSetRequest>) {
    return this.availability.setCapacityAlert(caller, input);
  }
}

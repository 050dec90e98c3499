import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  calendarInfoRequest,
  capacityAlertGetRequest,
  capacityAlertSetRequest,
  dayNoteRequest,
  MAX_CALENDAR_DAYS,
  onlineTimingSwitchRequest,
  quickEditRequest,
  recommendTableRequest,
  restoreSessionDefaultRequest,
  serviceFields,
  specialDateClearRequest,
  specialDateSetRequest,
  specialDatesListRequest,
  dayRequest,
  tableForbiddenSetRequest,
  timeSlotsRequest,
} from '@covers/shared';
import { getCapacityAlert } from '@covers/services/availability';
import type { z } from 'zod';
import { Caller, type CurrentUser } from '../access/current-user';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input } from '../common/input.decorator';
import { availabilityMetadata as meta, AvailabilityService, checkRange } from './availability.service';

type In<S extends z.ZodType> = z.infer<S>;

/** Spec §7's availability group: the engine's answers and the per-date settings of the calendar. */
@ApiTags('availability')
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Basic()
  @Get('time_slots')
  timeSlots(@Caller() caller: CurrentUser, @Input(timeSlotsRequest) input: In<typeof timeSlotsRequest>) {
    const { date, pax, children, channel, waitlist, serviceId, excludeReservationId } = input;
    return this.availability.timeSlots(caller.rid as number, date, { pax, children, channel, waitlist, serviceId, excludeReservationId }, new Date().toISOString());
  }

  @Basic()
  @Get('recommend_table')
  recommendTable(@Caller() caller: CurrentUser, @Input(recommendTableRequest) input: In<typeof recommendTableRequest>) {
    const { date, time, pax, serviceId, excludeReservationId } = input;
    return this.availability.recommendTable(caller.rid as number, date, { minute: time, pax, serviceId, excludeReservationId }, new Date().toISOString());
  }

  @Requires('servicesAndSlots', 'view')
  @Get('calendar_info')
  calendarInfo(@Caller() caller: CurrentUser, @Input(calendarInfoRequest) input: In<typeof calendarInfoRequest>) {
    checkRange(input.from, input.to, MAX_CALENDAR_DAYS);
    return this.availability.calendarInfo(caller.rid as number, input.from, input.to, input.pax, new Date().toISOString());
  }

  @Requires('servicesAndSlots', 'view')
  @Get('special_dates')
  specialDates(@Caller() caller: CurrentUser, @Input(specialDatesListRequest) input: In<typeof specialDatesListRequest>) {
    checkRange(input.from, input.to, 366);
    return this.availability.specialDates(caller.rid as number, input.from, input.to);
  }

  @Requires('servicesAndSlots', 'all')
  @Post('special_dates')
  @HttpCode(200)
  setSpecialDate(@Caller() caller: CurrentUser, @Input(specialDateSetRequest) input: In<typeof specialDateSetRequest>) {
    const services = input.services.map((s) => ({ ...serviceFields(s), ...(s.serviceId ? { serviceId: s.serviceId } : {}) }));
    return this.availability.decideOne(caller.rid as number, { type: 'SetSpecialDate', data: { date: input.date, mode: input.mode, services } }, meta(caller, input.platform));
  }

  @Requires('servicesAndSlots', 'all')
  @Post('special_dates/clear')
  @HttpCode(200)
  async clearSpecialDate(@Caller() caller: CurrentUser, @Input(specialDateClearRequest) input: In<typeof specialDateClearRequest>) {
    await this.availability.decide(caller.rid as number, { type: 'ClearSpecialDate', data: { date: input.date } }, meta(caller, input.platform));
    return { date: input.date };
  }

  @Requires('servicesAndSlots', 'all')
  @Post('day_note')
  @HttpCode(200)
  dayNote(@Caller() caller: CurrentUser, @Input(dayNoteRequest) input: In<typeof dayNoteRequest>) {
    return this.availability.decideOne(caller.rid as number, { type: 'WriteDayNote', data: { date: input.date, note: input.note } }, meta(caller, input.platform));
  }

  @Requires('servicesAndSlots', 'view')
  @Get('online_timing_switches')
  switches(@Caller() caller: CurrentUser, @Input(dayRequest) input: In<typeof dayRequest>) {
    return this.availability.daySettings(caller.rid as number, input.date).then(({ date, settings, services }) => ({
      date,
      day: settings.switches.day ?? true,
      services: services.map((s) => ({ serviceId: s.serviceId, online: s.online, slots: s.onlineSlots.map((slot) => ({ slotId: slot.slotId, online: slot.online })) })),
    }));
  }

  @Requires('servicesAndSlots', 'all')
  @Post('online_timing_switches')
  @HttpCode(200)
  switch(@Caller() caller: CurrentUser, @Input(onlineTimingSwitchRequest) input: In<typeof onlineTimingSwitchRequest>) {
    const command = { type: 'SwitchOnlineBooking' as const, data: { date: input.date ?? null, serviceId: input.serviceId ?? null, slotId: input.slotId ?? null, online: input.online } };
    return this.availability.decideOne(caller.rid as number, command, meta(caller, input.platform));
  }

  @Requires('servicesAndSlots', 'all')
  @Post('quick_edit')
  @HttpCode(200)
  quickEdit(@Caller() caller: CurrentUser, @Input(quickEditRequest) input: In<typeof quickEditRequest>) {
    const { date, serviceId, startMinute, endMinute, allowChildren, covers, bookings, turnaround, cutoff } = input;
    const changes = Object.fromEntries(Object.entries({ startMinute, endMinute, allowChildren, covers, bookings, turnaround, cutoff }).filter(([, v]) => v !== undefined));
    return this.availability.decideOne(caller.rid as number, { type: 'QuickEditService', data: { date, serviceId, changes } }, meta(caller, input.platform));
  }

  @Requires('servicesAndSlots', 'view')
  @Get('table_forbidden')
  async forbiddenTables(@Caller() caller: CurrentUser, @Input(dayRequest) input: In<typeof dayRequest>) {
    const { date, settings } = await this.availability.daySettings(caller.rid as number, input.date);
    return { date, forbiddenTables: settings.forbiddenTables };
  }

  @Requires('servicesAndSlots', 'all')
  @Post('table_forbidden')
  @HttpCode(200)
  forbidTables(@Caller() caller: CurrentUser, @Input(tableForbiddenSetRequest) input: In<typeof tableForbiddenSetRequest>) {
    const command = { type: 'ForbidTables' as const, data: { date: input.date, serviceId: input.serviceId ?? null, tableIds: input.tableIds } };
    return this.availability.decideOne(caller.rid as number, command, meta(caller, input.platform));
  }

  @Requires('servicesAndSlots', 'all')
  @Post('restore_session_default')
  @HttpCode(200)
  restore(@Caller() caller: CurrentUser, @Input(restoreSessionDefaultRequest) input: In<typeof restoreSessionDefaultRequest>) {
    return this.availability.decideOne(caller.rid as number, { type: 'RestoreSessionDefault', data: { date: input.date, serviceId: input.serviceId } }, meta(caller, input.platform));
  }

  @Requires('servicesAndSlots', 'view')
  @Get('capacity_alert')
  capacityAlert(@Caller() caller: CurrentUser, @Input(capacityAlertGetRequest) _input: In<typeof capacityAlertGetRequest>) {
    return getCapacityAlert(this.availability.manager, caller.rid as number);
  }

  @Requires('servicesAndSlots', 'all')
  @Post('capacity_alert')
  @HttpCode(200)
  async setCapacityAlert(@Caller() caller: CurrentUser, @Input(capacityAlertSetRequest) input: In<typeof capacityAlertSetRequest>) {
    const settings = { enabled: input.enabled, thresholdPercent: input.thresholdPercent, emails: input.emails };
    await this.availability.decide(caller.rid as number, { type: 'SetCapacityAlert', data: { settings } }, meta(caller, input.platform));
    return settings;
  }
}

import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  serviceFields,
  sessionAddRequest,
  sessionCheckConflictRequest,
  sessionDeleteGroupRequest,
  sessionEditRequest,
  sessionGetRequest,
  sessionListRequest,
  turnaroundTimeRequest,
  type Service,
} from '@covers/shared';
import type { z } from 'zod';
import { Caller, type CurrentUser } from '../access/current-user';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input } from '../common/input.decorator';
import { availabilityMetadata as meta, AvailabilityService } from '../availability/availability.service';

type In<S extends z.ZodType> = z.infer<S>;

/** Spec §7's session group: an outlet's services (sessions), their conflicts and turnaround times. */
@ApiTags('session')
@Controller('session')
export class SessionController {
  constructor(private readonly availability: AvailabilityService) {}

  @Basic()
  @Get('list')
  list(@Caller() caller: CurrentUser, @Input(sessionListRequest) _input: In<typeof sessionListRequest>) {
    return this.availability.listServices(caller.rid as number);
  }

  @Requires('servicesAndSlots', 'view')
  @Get('get')
  get(@Caller() caller: CurrentUser, @Input(sessionGetRequest) input: In<typeof sessionGetRequest>) {
    return this.availability.getService(caller.rid as number, input.serviceId);
  }

  @Requires('servicesAndSlots', 'all')
  @Post('add')
  @HttpCode(200)
  async add(@Caller() caller: CurrentUser, @Input(sessionAddRequest) input: In<typeof sessionAddRequest>) {
    const added = await this.availability.decideOne<{ service: Service }>(caller.rid as number, { type: 'AddService', data: { service: serviceFields(input) } }, meta(caller, input.platform));
    return added?.service;
  }

  @Requires('servicesAndSlots', 'all')
  @Post('edit')
  @HttpCode(200)
  async edit(@Caller() caller: CurrentUser, @Input(sessionEditRequest) input: In<typeof sessionEditRequest>) {
    const command = { type: 'EditService' as const, data: { serviceId: input.serviceId, service: serviceFields(input) } };
    return (await this.availability.decideOne<{ service: Service }>(caller.rid as number, command, meta(caller, input.platform)))?.service;
  }

  @Requires('servicesAndSlots', 'all')
  @Post('delete_group')
  @HttpCode(200)
  deleteGroup(@Caller() caller: CurrentUser, @Input(sessionDeleteGroupRequest) input: In<typeof sessionDeleteGroupRequest>) {
    return this.availability.decideOne(caller.rid as number, { type: 'DeleteServices', data: { serviceIds: input.serviceIds } }, meta(caller, input.platform));
  }

  @Requires('servicesAndSlots', 'view')
  @Post('check_conflict')
  @HttpCode(200)
  checkConflict(@Caller() caller: CurrentUser, @Input(sessionCheckConflictRequest) input: In<typeof sessionCheckConflictRequest>) {
    return this.availability.checkConflict(caller.rid as number, input);
  }

  @Basic()
  @Get('turnaround_time')
  turnaroundTime(@Caller() caller: CurrentUser, @Input(turnaroundTimeRequest) input: In<typeof turnaroundTimeRequest>) {
    return this.availability.turnaroundTime(caller.rid as number, input.serviceId, input.pax, input.date);
  }
}

import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
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
import { Outlet } from '../access/outlet.decorator';
import { Basic, Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/** Spec §7's session group: an outlet's services (sessions), their conflicts and turnaround times. */
@ApiTags('session')
@Controller('session')
export class SessionController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get('list', Basic())
  list(@Outlet() caller: OutletCaller, @Input(sessionListRequest) _input: In<typeof sessionListRequest>) {
    return this.availability.listServices(caller);
  }

  @Get('get', Requires('servicesAndSlots', 'view'))
  get(@Outlet() caller: OutletCaller, @Input(sessionGetRequest) input: In<typeof sessionGetRequest>) {
    return this.availability.getService(caller, input);
  }

  @Post('add', Requires('servicesAndSlots', 'all'))
  add(@Outlet() caller: OutletCaller, @Input(sessionAddRequest) input: In<typeof sessionAddRequest>) {
    return this.availability.addService(caller, input);
  }

  @Post('edit', Requires('servicesAndSlots', 'all'))
  edit(@Outlet() caller: OutletCaller, @Input(sessionEditRequest) input: In<typeof sessionEditRequest>) {
    return this.availability.editService(caller, input);
  }

  @Post('delete_group', Requires('servicesAndSlots', 'all'))
  deleteGroup(@Outlet() caller: OutletCaller, @Input(sessionDeleteGroupRequest) input: In<typeof sessionDeleteGroupRequest>) {
    return this.availability.deleteServices(caller, input);
  }

  @Post('check_conflict', Requires('servicesAndSlots', 'view'))
  checkConflict(@Outlet() caller: OutletCaller, @Input(sessionCheckConflictRequest) input: In<typeof sessionCheckConflictRequest>) {
    return this.availability.checkConflict(caller, input);
  }

  @Get('turnaround_time', Basic())
  turnaroundTime(@Outlet() caller: OutletCaller, @Input(turnaroundTimeRequest) input: In<typeof turnaroundTimeRequest>) {
    return this.availability.turnaroundTime(caller, input);
  }
}

import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { commonOnlyRequest, type CurrentTimeResult } from '@covers/shared';
import { Public } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get } from '../common/route.decorators';

/** Spec §7's public current time: a tablet measures its clock's drift against it. */
@ApiTags('public')
@Controller('public')
export class ClockController {
  @Get('current_time', Public())
  currentTime(@Input(commonOnlyRequest) _input: In<typeof commonOnlyRequest>): CurrentTimeResult {
    const now = new Date();
    return { now: now.getTime(), iso: now.toISOString() };
  }
}

import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OnlineService } from '@covers/services/online';
import { publicBookRequest, publicOutletRequest, publicTimesRequest } from '@covers/shared';
import type { Request } from 'express';
import { requestMetadata } from '../access/outlet.decorator';
import { Public } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/** The diner-facing booking page's calls: public, the outlet named by its restaurant uid. */
@ApiTags('public')
@Controller('public')
export class OnlineBookingPageController {
  constructor(private readonly online: OnlineService) {}

  @Get('online_outlet', Public())
  outlet(@Input(publicOutletRequest) input: In<typeof publicOutletRequest>) {
    return this.online.outlet(input, new Date().toISOString());
  }

  @Get('online_times', Public())
  times(@Input(publicTimesRequest) input: In<typeof publicTimesRequest>) {
    return this.online.times(input, new Date().toISOString());
  }

  @Post('online_book', Public())
  book(@Input(publicBookRequest) input: In<typeof publicBookRequest>, @Req() req: Request) {
    return this.online.book(input, requestMetadata(req, 'online'));
  }
}

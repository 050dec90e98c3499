import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CHECK_IN_ACTOR, PARTY_PAGE_ACTOR, QueueService, SCREEN_ACTOR } from '@covers/services/queue';
import {
  commonOnlyRequest,
  queueCheckInFormRequest,
  queueCheckInRequest,
  queueJoinRequest,
  queuePartyRequest,
  queueScreenBackgroundRequest,
  queueScreenRequest,
  queueSeatRequest,
  queueUpdateStatusRequest,
} from '@covers/shared';
import type { Request, Response } from 'express';
import { requestMetadata } from '../access/outlet.decorator';
import { Basic, Public } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { get, post, routeTable } from '../common/route-table';
import { Get, Post } from '../common/route.decorators';

/**
 * Spec §7's queue group. Staff of the outlet list the day's queue, add parties and work them; a party with no
 * session checks itself in through the outlet's check-in link.
 */
@ApiTags('queue')
@Controller('queue')
export class QueueController extends routeTable(QueueService, {
  statusList: get('status_list', Basic(), commonOnlyRequest, (queue, caller) => queue.statusList(caller)),
  settings: get('settings', Basic(), commonOnlyRequest, (queue, caller) => queue.settings(caller)),
  waitTimes: get('wait_times', Basic(), commonOnlyRequest, (queue, caller) => queue.waitTimes(caller)),
  join: post('join', Basic(), queueJoinRequest, (queue, caller, input) => queue.join(caller, input)),
  updateStatus: post('update_status', Basic(), queueUpdateStatusRequest, (queue, caller, input) => queue.updateStatus(caller, input)),
  seat: post('seat', Basic(), queueSeatRequest, (queue, caller, input) => queue.seat(caller, input)),
}) {
  @Get('check_in_form', Public())
  checkInForm(@Input(queueCheckInFormRequest) input: In<typeof queueCheckInFormRequest>) {
    return this.service.checkInForm(input);
  }

  /** A party's status page on the diner's phone, by the signed link it got when it joined. */
  @Get('party', Public())
  party(@Input(queuePartyRequest) input: In<typeof queuePartyRequest>, @Req() req: Request) {
    return this.service.party(input, requestMetadata(req, PARTY_PAGE_ACTOR));
  }

  @Get('screen', Public())
  screen(@Input(queueScreenRequest) input: In<typeof queueScreenRequest>, @Req() req: Request) {
    return this.service.screen(input, requestMetadata(req, SCREEN_ACTOR));
  }

  /** The screen's background, by its screen link; a new upload has a new version, so the screen checks each time. */
  @Get('screen_background', Public())
  async screenBackground(@Input(queueScreenBackgroundRequest) input: In<typeof queueScreenBackgroundRequest>, @Res() res: Response) {
    const image = await this.service.screenBackground(input);
    res
      .status(200)
      .set({ 'Content-Type': image.content_type, 'Cache-Control': 'no-cache', ETag: `"${image.version}"` })
      .send(image.bytes);
  }

  @Post('check_in', Public())
  checkIn(@Input(queueCheckInRequest) input: In<typeof queueCheckInRequest>, @Req() req: Request) {
    return this.service.checkIn(input, requestMetadata(req, CHECK_IN_ACTOR));
  }
}

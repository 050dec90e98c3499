import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DINER_ACTOR } from '@covers/services/feedback';
import { UnsubscribeService } from '@covers/services/messaging';
import { unsubscribePageRequest, unsubscribeRequest } from '@covers/shared';
import type { Request } from 'express';
import { requestMetadata } from '../access/outlet.decorator';
import { Public } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/**
 * A marketing message's unsubscribe link (no session, the sealed token instead): the diner's page, and the
 * unsubscribe itself, posted by the page or by a mail client's one-click (RFC 8058: `List-Unsubscribe=One-Click`).
 */
@ApiTags('messaging')
@Controller('messaging')
export class UnsubscribeController {
  constructor(private readonly unsubscribing: UnsubscribeService) {}

  @Get('unsubscribe', Public())
  page(@Input(unsubscribePageRequest) input: In<typeof unsubscribePageRequest>) {
    return this.unsubscribing.page(input);
  }

  @Post('unsubscribe', Public())
  unsubscribe(@Input(unsubscribeRequest) input: In<typeof unsubscribeRequest>, @Req() req: Request) {
    return this.unsubscribing.unsubscribe(input, requestMetadata(req, DINER_ACTOR));
  }
}

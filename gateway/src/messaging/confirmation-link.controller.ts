import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DINER_ACTOR } from '@covers/services/feedback';
import { ConfirmationLinkService } from '@covers/services/messaging';
import { confirmationAnswerRequest, confirmationLinkRequest } from '@covers/shared';
import type { Request } from 'express';
import { requestMetadata } from '../access/outlet.decorator';
import { Public } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/** The diner's confirmation link (no session, the sealed token instead): the booking it is for, and their one answer. */
@ApiTags('messaging')
@Controller('messaging')
export class ConfirmationLinkController {
  constructor(private readonly links: ConfirmationLinkService) {}

  @Get('confirmation', Public())
  page(@Input(confirmationLinkRequest) input: In<typeof confirmationLinkRequest>) {
    return this.links.page(input, new Date().toISOString());
  }

  @Post('confirmation_answer', Public())
  answer(@Input(confirmationAnswerRequest) input: In<typeof confirmationAnswerRequest>, @Req() req: Request) {
    return this.links.answer(input, requestMetadata(req, DINER_ACTOR));
  }
}

import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DINER_ACTOR, FeedbackService } from '@covers/services/feedback';
import {
  feedbackAddRequest,
  feedbackDinerRequest,
  feedbackFormRequest,
  feedbackGetRequest,
  feedbackLinkRequest,
  feedbackListRequest,
} from '@covers/shared';
import type { Request } from 'express';
import { requestMetadata } from '../access/outlet.decorator';
import { Basic, Public, Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { post, routeTable } from '../common/route-table';
import { Get, Post } from '../common/route.decorators';

/**
 * Spec §7's feedback group. Staff (members of the outlet) get a booking's link, its feedback and the outlet's
 * list, and with Diner Management a diner's feedback for their profile; the diner, with no session, opens the link's form and leaves a rating and comment through it.
 */
@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController extends routeTable(FeedbackService, {
  link: post('link', Basic(), feedbackLinkRequest, (feedback, caller, input) => feedback.link(caller, input)),
  get: post('get', Basic(), feedbackGetRequest, (feedback, caller, input) => feedback.get(caller, input)),
  list: post('list', Basic(), feedbackListRequest, (feedback, caller, input) => feedback.list(caller, input)),
  diner: post('diner', Requires('dinerManagement', 'view'), feedbackDinerRequest, (feedback, caller, input) =>
    feedback.diner(caller, input),
  ),
}) {
  @Get('form', Public())
  form(@Input(feedbackFormRequest) input: In<typeof feedbackFormRequest>) {
    return this.service.form(input);
  }

  @Post('add', Public())
  add(@Input(feedbackAddRequest) input: In<typeof feedbackAddRequest>, @Req() req: Request) {
    return this.service.add(input, requestMetadata(req, DINER_ACTOR));
  }
}

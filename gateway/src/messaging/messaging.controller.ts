import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MessagingService } from '@covers/services/messaging';
import { bookingMessagesRequest, messageLogRequest } from '@covers/shared';
import { Basic } from '../access/route-access.decorators';
import { post, routeTable } from '../common/route-table';

/** A booking's messages and the outlet's message log, to members of the outlet. */
@ApiTags('messaging')
@Controller('messaging')
export class MessagingController extends routeTable(MessagingService, {
  booking: post('booking', Basic(), bookingMessagesRequest, (messaging, caller, input) => messaging.bookingMessages(caller, input)),
  log: post('log', Basic(), messageLogRequest, (messaging, caller, input) => messaging.messageLog(caller, input)),
}) {}

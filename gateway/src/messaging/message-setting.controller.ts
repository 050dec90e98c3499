import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MessagingService } from '@covers/services/messaging';
import { commonOnlyRequest, leadTimesRequest, messageTemplateSaveRequest, senderSettingsRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's setting group, its messaging part: message templates, sender settings and lead times (Restaurant Setup). */
@ApiTags('setting')
@Controller('setting')
export class MessageSettingController extends routeTable(MessagingService, {
  templates: get('messages', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (messaging, caller) => messaging.templates(caller)),
  saveTemplate: post('messages', Requires('servicesAndSlots', 'all'), messageTemplateSaveRequest, (messaging, caller, input) =>
    messaging.saveTemplate(caller, input),
  ),
  sender: get('sender', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (messaging, caller) => messaging.sender(caller)),
  saveSender: post('sender', Requires('servicesAndSlots', 'all'), senderSettingsRequest, (messaging, caller, input) =>
    messaging.saveSender(caller, input),
  ),
  leadTimes: get('lead_time', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (messaging, caller) => messaging.leadTimes(caller)),
  saveLeadTimes: post('lead_time', Requires('servicesAndSlots', 'all'), leadTimesRequest, (messaging, caller, input) =>
    messaging.saveLeadTimes(caller, input),
  ),
}) {}

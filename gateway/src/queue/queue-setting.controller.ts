import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { QueueService } from '@covers/services/queue';
import { commonOnlyRequest, queueLinkRequest, queueSettingsRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's setting group: Queues Setup, under Service and Online Booking Slot (the outlet's service setup). */
@ApiTags('setting')
@Controller('setting')
export class QueueSettingController extends routeTable(QueueService, {
  queues: get('queues', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (queue, caller) => queue.settings(caller)),
  saveQueues: post('queues', Requires('servicesAndSlots', 'all'), queueSettingsRequest, (queue, caller, input) =>
    queue.saveSettings(caller, input),
  ),
  issueQueueLink: post('queues/issue_link', Requires('servicesAndSlots', 'all'), queueLinkRequest, (queue, caller, input) =>
    queue.issueLink(caller, input),
  ),
  revokeQueueLink: post('queues/revoke_link', Requires('servicesAndSlots', 'all'), queueLinkRequest, (queue, caller, input) =>
    queue.revokeLink(caller, input),
  ),
}) {}

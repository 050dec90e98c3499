import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NotificationsService } from '@covers/services/notifications';
import { commonOnlyRequest, notificationListRequest, notificationMarkReadRequest } from '@covers/shared';
import { Basic } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Staff notifications of the outlet, to its members; each marks them read for themselves. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController extends routeTable(NotificationsService, {
  list: post('list', Basic(), notificationListRequest, (notifications, caller, input) => notifications.list(caller, input)),
  unread: get('unread_count', Basic(), commonOnlyRequest, (notifications, caller) => notifications.unread(caller)),
  markRead: post('mark_read', Basic(), notificationMarkReadRequest, (notifications, caller, input) =>
    notifications.markRead(caller, input),
  ),
}) {}

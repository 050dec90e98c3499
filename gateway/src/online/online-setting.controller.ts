import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OnlineService } from '@covers/services/online';
import { commonOnlyRequest, offlineSeatsRequest, onlineSettingsRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's setting group: Online Bookings and Offline Seats, under Service and Online Booking Slot. */
@ApiTags('setting')
@Controller('setting')
export class OnlineSettingController extends routeTable(OnlineService, {
  onlineBooking: get('online_booking', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (online, caller) =>
    online.settings(caller),
  ),
  saveOnlineBooking: post('online_booking', Requires('servicesAndSlots', 'all'), onlineSettingsRequest, (online, caller, input) =>
    online.saveSettings(caller, input),
  ),
  offlineSeats: get('offline_seats', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (online, caller) =>
    online.offlineSeats(caller),
  ),
  saveOfflineSeats: post('offline_seats', Requires('servicesAndSlots', 'all'), offlineSeatsRequest, (online, caller, input) =>
    online.saveOfflineSeats(caller, input),
  ),
}) {}

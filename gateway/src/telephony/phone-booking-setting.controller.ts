import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TelephonyService } from '@covers/services/telephony';
import { apiKeyCreateRequest, apiKeyRevokeRequest, commonOnlyRequest, telephonySettingsRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's setting group: Phone Bookings and its API keys, under Service and Online Booking Slot (keys: All Access only). */
@ApiTags('setting')
@Controller('setting')
export class PhoneBookingSettingController extends routeTable(TelephonyService, {
  phoneBooking: get('phone_booking', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (telephony, caller) =>
    telephony.setup(caller),
  ),
  savePhoneBooking: post('phone_booking', Requires('servicesAndSlots', 'all'), telephonySettingsRequest, (telephony, caller, input) =>
    telephony.saveSettings(caller, input),
  ),
  createApiKey: post('api_key_create', Requires('servicesAndSlots', 'all'), apiKeyCreateRequest, (telephony, caller, input) =>
    telephony.createKey(caller, input),
  ),
  revokeApiKey: post('api_key_revoke', Requires('servicesAndSlots', 'all'), apiKeyRevokeRequest, (telephony, caller, input) =>
    telephony.revokeKey(caller, input),
  ),
}) {}

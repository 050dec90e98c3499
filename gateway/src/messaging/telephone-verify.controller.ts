import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { VoiceNumberService } from '@covers/services/messaging';
import { commonOnlyRequest, telephoneVerifyRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's setting group, telephone verify: the voice-call number's verification status, and a verification call. */
@ApiTags('setting')
@Controller('setting')
export class TelephoneVerifyController extends routeTable(VoiceNumberService, {
  status: get('telephone_verify', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (numbers, caller) => numbers.status(caller)),
  verify: post('telephone_verify', Requires('servicesAndSlots', 'all'), telephoneVerifyRequest, (numbers, caller, input) =>
    numbers.verify(caller, input),
  ),
}) {}

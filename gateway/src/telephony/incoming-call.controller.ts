import { Controller, Headers, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TelephonyService } from '@covers/services/telephony';
import { API_KEY_HEADER, incomingCallRequest } from '@covers/shared';
import type { Request } from 'express';
import { requestMetadata } from '../access/outlet.decorator';
import { Public } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Post } from '../common/route.decorators';

/** A telephony system's calls in: no session; the outlet's API key in the `key` header, checked by the service. */
@ApiTags('telephony')
@Controller('telephony')
export class IncomingCallController {
  constructor(private readonly telephony: TelephonyService) {}

  @Post('incoming_call', Public())
  incomingCall(
    @Input(incomingCallRequest) input: In<typeof incomingCallRequest>,
    @Headers(API_KEY_HEADER) key: string | undefined,
    @Req() req: Request,
  ) {
    return this.telephony.incomingCall(key, input, requestMetadata(req, 'telephony'));
  }
}

import { Controller, Inject, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MessagingService } from '@covers/services/messaging';
import { providerCallbackFields } from '@covers/shared';
import type { Request } from 'express';
import { Public } from '../access/route-access.decorators';
import { DescribedInput, parseInput } from '../common/input.decorator';
import { Post } from '../common/route.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';

/** The providers' status webhook: no session, the provider's signature instead (checked over the public address it called). */
@ApiTags('messaging')
@Controller('messaging')
export class MessagingStatusController {
  constructor(
    private readonly messaging: MessagingService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('status', Public())
  @DescribedInput(providerCallbackFields)
  status(@Req() req: Request) {
    return this.messaging.providerStatus({
      url: new URL(req.originalUrl, this.config.messaging.publicUrl).toString(),
      params: parseInput(providerCallbackFields, req.body ?? {}),
      signature: req.header('x-twilio-signature') ?? '',
    });
  }
}

import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MessagingService, VoiceNumberService } from '@covers/services/messaging';
import { providerCallbackFields } from '@covers/shared';
import type { Request, Response } from 'express';
import { Public } from '../access/route-access.decorators';
import { DescribedInput, parseInput } from '../common/input.decorator';
import { Post } from '../common/route.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';

/** The providers' webhooks (status, verification digits): no session, the provider's signature instead (checked over the public address it called). */
@ApiTags('messaging')
@Controller('messaging')
export class MessagingStatusController {
  constructor(
    private readonly messaging: MessagingService,
    private readonly numbers: VoiceNumberService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('status', Public())
  @DescribedInput(providerCallbackFields)
  status(@Req() req: Request) {
    return this.messaging.providerStatus(this.callback(req));
  }

  /** The digits typed during a verification call; the provider reads the answer as TwiML, so the call ends politely. */
  @Post('verify_digits', Public())
  @DescribedInput(providerCallbackFields)
  async verifyDigits(@Req() req: Request, @Res() res: Response) {
    await this.numbers.digits(this.callback(req));
    res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
  }

  private callback(req: Request) {
    return {
      url: new URL(req.originalUrl, this.config.messaging.publicUrl).toString(),
      params: parseInput(providerCallbackFields, req.body ?? {}),
      signature: req.header('x-twilio-signature') ?? '',
    };
  }
}

import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { VouchersService } from '@covers/services/vouchers';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { VoucherController } from './voucher.controller';
import { vouchersDemoSeeder } from './vouchers.demo-seeder';

/** The vouchers context: spec §7's voucher group. */
@Module({
  controllers: [VoucherController],
  providers: [
    {
      provide: VouchersService,
      inject: [EventStore, GATEWAY_CONFIG],
      // QR codes reach diners as messages and print-outs: they are signed from the messaging secret (their own key).
      useFactory: (store: EventStore, config: GatewayConfig) => new VouchersService(store, { qrSecret: config.messagingSecret }),
    },
  ],
})
export class VouchersModule {
  static readonly demoSeeder = vouchersDemoSeeder;
}

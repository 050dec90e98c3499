import { Module } from '@nestjs/common';
import { UacController } from './uac.controller';

@Module({ controllers: [UacController] })
export class UacModule {}

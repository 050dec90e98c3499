import { Module } from '@nestjs/common';
import { DemoRunner } from './demo.runner';

@Module({ providers: [DemoRunner] })
export class DemoModule {}

import { Controller, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../database/database.module';
import { Public } from '../access/route-access.decorators';
import { Get } from '../common/route.decorators';

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The process is up. */
  @Get('healthz', Public())
  health() {
    return { ok: true };
  }

  /** The process can serve: the database answers. */
  @Get('readyz', Public())
  async ready() {
    try {
      await this.dataSource.query('SELECT 1');
      return { ok: true };
    } catch {
      throw new ServiceUnavailableException();
    }
  }
}

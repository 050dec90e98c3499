import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { translate, type ApiEnvelope } from '@covers/shared';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { requestLanguage } from './request-language';

/** Wraps every successful API result in the envelope of spec §7. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiEnvelope> {
    const req = context.switchToHttp().getRequest<Request>();
    return next
      .handle()
      .pipe(
        map((result: unknown) => ({ status: { code: 0, msg: translate(requestLanguage(req), 'errors.success') }, result: result ?? null })),
      );
  }
}

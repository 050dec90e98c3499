import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ConcurrencyError } from '@covers/services/eventstore';
import { DomainError, ERROR_CODES, translate, type ApiEnvelope, type ErrorCode } from '@covers/shared';
import type { Request, Response } from 'express';
import { requestLanguage } from './request-language';

const HTTP_TO_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'NOT_SIGNED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONCURRENCY_CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'REQUEST_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Classifies anything thrown into one of the catalogued codes. */
export function classify(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof ConcurrencyError) return new DomainError('CONCURRENCY_CONFLICT');
  if (error instanceof ThrottlerException) return new DomainError('RATE_LIMITED');
  if (error instanceof HttpException) return new DomainError(HTTP_TO_CODE[error.getStatus()] ?? 'INTERNAL');
  const status = (error as { status?: number; type?: string }).status;
  if (status && HTTP_TO_CODE[status]) return new DomainError(HTTP_TO_CODE[status]);
  return new DomainError('INTERNAL');
}

/** The envelope for a refusal, in the caller's language, with per-field messages translated too. */
export function refusalEnvelope(error: DomainError, lang: unknown): ApiEnvelope {
  const spec = ERROR_CODES[error.code];
  const fields = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(lang, key)]));
  const hasFields = Object.keys(fields).length > 0;
  const hasDetails = Object.keys(error.details).length > 0;
  return {
    status: { code: spec.code, msg: translate(lang, spec.key) },
    result: hasFields || hasDetails ? { error: error.code, ...(hasFields ? { fields } : {}), ...error.details } : { error: error.code },
  };
}

/** The one exception filter: every error leaves as the envelope, with the HTTP status its code calls for. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Gateway');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const error = classify(exception);
    if (error.code === 'INTERNAL') this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    res.status(ERROR_CODES[error.code].http).json(refusalEnvelope(error, requestLanguage(req)));
  }
}

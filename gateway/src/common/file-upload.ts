import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
  createParamDecorator,
} from '@nestjs/common';
import { DomainError, type ErrorCode } from '@covers/shared';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { requestRid } from '../access/request-outlet';

/** The multipart field a route takes its file from, for the OpenAPI document. */
export const UPLOAD_FIELD = 'covers:upload-field';

/**
 * A route that takes one file as multipart/form-data (`field`), kept in memory: at most `maxBytes`, counted on the
 * bytes as they arrive (a chunked body has no Content-Length), beyond which the upload stops and `tooLarge` answers.
 * The other fields join the body for `@Input`; `rid` must be in the query (access is checked before the body is read)
 * and, if the body names it too, the same.
 */
export function FileUpload(field: string, maxBytes: number, tooLarge: ErrorCode) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  }).single(field);
  const interceptor: NestInterceptor = {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      await new Promise<void>((resolve, reject) => parse(req, res, (error: unknown) => (error ? reject(refusal(error)) : resolve())));
      requestRid(req);
      return next.handle();
    },
  };
  const refusal = (error: unknown): DomainError => {
    const code = (error as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') return new DomainError(tooLarge);
    if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
      return new DomainError('VALIDATION_FAILED', { [field]: 'validation.invalidValue' });
    }
    return new DomainError('BAD_REQUEST');
  };
  return applyDecorators(SetMetadata(UPLOAD_FIELD, field), UseInterceptors(interceptor));
}

/** The uploaded file's bytes, undefined when none was sent. */
export const UploadedBytes = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Buffer | undefined => ctx.switchToHttp().getRequest<Request>().file?.buffer,
);

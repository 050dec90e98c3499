import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError, fieldMessages } from '@covers/shared';
import type { Request } from 'express';
import type { z } from 'zod';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new DomainError('VALIDATION_FAILED', fieldMessages(parsed.error));
  return parsed.data;
}

/**
 * The request's fields (query string for GET, body otherwise, both merged) parsed by a shared schema.
 * A refusal carries per-field messages and "Some fields contain errors; edit them in order to save."
 */
const inputParam = createParamDecorator(({ schema }: { schema: z.ZodType }, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const body = req.body && typeof req.body === 'object' ? req.body : {};
  return parseInput(schema, { ...(req.query as object), ...body });
});

/** A route's request as its schema parses it: `@Input(schema) input: In<typeof schema>`. */
export type In<S extends z.ZodType> = z.infer<S>;

const INPUT_SCHEMA = Symbol('covers:input-schema');

/**
 * The schema travels wrapped: Nest takes decorator data with a `transform` method (every zod schema) for a pipe.
 * It is also kept on the method, for the OpenAPI document (`inputSchemaOf`).
 */
export const Input =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    Reflect.defineMetadata(INPUT_SCHEMA, schema, target, key!);
    inputParam({ schema })(target, key, index);
  };

/** For the OpenAPI document only: the fields a handler parses itself (a signed webhook reads its body alone). */
export const DescribedInput =
  (schema: z.ZodType): MethodDecorator =>
  (target, key) =>
    Reflect.defineMetadata(INPUT_SCHEMA, schema, target, key);

/** The schema `@Input` parses for a controller method, if it has one. */
export const inputSchemaOf = (prototype: object, key: string): z.ZodType | undefined => Reflect.getMetadata(INPUT_SCHEMA, prototype, key);

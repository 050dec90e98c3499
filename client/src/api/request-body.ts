import type { CommonFields } from '@covers/shared';
import type { z } from 'zod';

type Input<S extends z.ZodType> = z.input<S>;
type Output<S extends z.ZodType> = z.output<S>;
type Keys<S extends z.ZodType> = Exclude<keyof Input<S> & keyof Output<S>, keyof CommonFields>;

/**
 * What the console sends for one of the shared request schemas: the fields as the gateway reads them after
 * parsing, optional where the schema lets them out (defaults included), without the common fields the API
 * client adds to every call.
 */
export type RequestBody<S extends z.ZodType> = {
  [K in Keys<S> as undefined extends Input<S>[K] ? never : K]: Output<S>[K];
} & {
  [K in Keys<S> as undefined extends Input<S>[K] ? K : never]?: Output<S>[K];
};

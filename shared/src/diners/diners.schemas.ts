import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { requiredText } from '../common/form-values';

/** Suggestions at most, as the host types a name or phone. */
export const DINER_SUGGESTIONS_MAX = 8;

/** diner/filter as the booking form asks it: the group's diners whose name, phone or e-mail begins like `query`. */
export const dinerFilterRequest = requestSchema({
  query: requiredText('validation.required', 80),
  limit: z.coerce
    .number('validation.invalidNumber')
    .int('validation.invalidNumber')
    .min(1, 'validation.invalidNumber')
    .max(DINER_SUGGESTIONS_MAX, 'validation.invalidNumber')
    .default(DINER_SUGGESTIONS_MAX),
});

import type { z } from 'zod';

/** zod issues -> { field: messageKey } (schema messages are message keys of the shared catalogue). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    if (!fields[path]) fields[path] = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalidValue';
  }
  return fields;
}

import type { z } from 'zod';

/** A schema message is a message key of the shared catalogue ('floor.maxPaxNotLarger'); zod's own texts are not. */
const isMessageKey = (message: string) => message.includes('.') && !message.includes(' ');

/**
 * zod issues -> { 'field.path': messageKey }, the first issue of each field: what the gateway answers in
 * `result.fields`, what the services put in a DomainError and what the forms show under a field. An issue of
 * the whole object is under `_`; a key the schema does not allow is `validation.unknownField` under its own path.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'validation.unknownField';
      continue;
    }
    const path = issue.path.join('.') || '_';
    fields[path] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
  }
  return fields;
}

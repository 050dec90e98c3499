import type { z } from 'zod';

/** A schema message is a message key of the shared catalogue ('floor.maxPaxNotLarger'); zod's own texts are not. */
const isMessageKey = (message: string) => message.includes('.') && !message.includes(' ');

/**
 * zod issues -> { 'field.path': messageKey }, the first issue of each field: what the gateway answers in
 * `result.fields`, what the services put in a DomainError and what the forms show under a field. An issue of
 * the whole object is under `_`; a key the schema does not allow is `validation.unknownField` under its own path.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  // A Map, so that a field named like a property of Object.prototype (constructor, __proto__) is a field too.
  const fields = new Map<string, string>();
  const add = (path: string, key: string) => {
    if (!fields.has(path)) fields.set(path, key);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key].join('.'), 'validation.unknownField');
    else add(issue.path.join('.') || '_', isMessageKey(issue.message) ? issue.message : 'validation.invalidValue');
  }
  return Object.fromEntries(fields);
}

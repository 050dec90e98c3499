import { z } from 'zod';

/** A schema message is a message key of the shared catalogue ('floor.maxPaxNotLarger'); zod's own texts are not. */
const isMessageKey = (message: string) => message.includes('.') && !message.includes(' ');

/**
 * The message key of an issue whose schema names none: a missing or empty value is required, a number out of
 * range is an invalid number, a long text too long. Zod's own English ("Invalid input: expected string, received
 * undefined") never reaches a screen or an answer.
 */
export function issueMessageKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'validation.required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'validation.invalidNumber' : 'validation.invalidValue';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int') return 'validation.invalidNumber';
      return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.invalidValue';
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int' ? 'validation.invalidNumber' : 'validation.tooLong';
    case 'not_multiple_of':
      return 'validation.invalidNumber';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidValue';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalidValue';
  }
}

// Every schema of every tier parses with these keys unless the schema gives its own message.
z.config({ customError: issueMessageKey });

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

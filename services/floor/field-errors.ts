import type { z } from 'zod';

/** A layout refusal names each offending element: { 'tables.3.maxPax': 'floor.maxPaxNotLarger' }. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

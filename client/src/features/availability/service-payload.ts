import type { FieldValue } from '../../api/form-encoding';
import { formToDefinition, type ServiceFormValues } from './service-form/service-form-values';

/** The body of session/add, session/edit and an ad-hoc service: what the shared schema makes of the form. */
export function servicePayload(values: ServiceFormValues): Record<string, FieldValue> {
  return formToDefinition(values) as unknown as Record<string, FieldValue>;
}

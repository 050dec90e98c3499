import type { NewService } from './api/availability.api';
import { formToDefinition, type ServiceFormValues } from './components/service-form/service-form-values';

/** The body of session/add, session/edit and an ad-hoc service: what the shared schema makes of the form. */
export function servicePayload(values: ServiceFormValues): NewService {
  return formToDefinition(values);
}

import { ERROR_CODES } from '@covers/shared';
import { ApiError } from '../../../api/api-error';
import { showError } from '../../../ui/feedback';

/**
 * A refusal's messages by field, already in the caller's language: the server's `result.fields` (40001, "This tag
 * already exists"), or the phone or e-mail another diner holds. Any other refusal is shown as usual and gives none.
 */
export function refusalFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.result as { fields?: Record<string, string> } | undefined)?.fields;
  if (fields && Object.keys(fields).length > 0) return fields;
  if (error.code === ERROR_CODES.DINER_PHONE_TAKEN.code) return { phone: error.message };
  if (error.code === ERROR_CODES.DINER_EMAIL_TAKEN.code) return { email: error.message };
  showError(error.message);
  return {};
}

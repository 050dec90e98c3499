import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { formBoolean, plainText, requiredText } from '../common/form-values';

export const telephonySettingsRequest = requestSchema({ show_incoming_calls: formBoolean });
export const apiKeyCreateRequest = requestSchema({ label: requiredText('telephony.labelRequired', 60) });
export const apiKeyRevokeRequest = requestSchema({ key_id: z.uuid('validation.invalidValue') });

/** A call the telephony system reports, with its key in the `key` header: the caller's number as it gives it. */
export const incomingCallRequest = requestSchema({ caller: requiredText('validation.required', 32), called: plainText(32).optional() });

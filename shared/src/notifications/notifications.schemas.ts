import { z } from 'zod';
import { pageNumber, pageSizeAmong, requestSchema } from '../common/common-fields';
import { formArray, formBoolean } from '../common/form-values';
import { MAX_MARK_READ, NOTIFICATION_PAGE_SIZES } from './notifications.types';

/** Staff: the outlet's notifications, newest first, a page at a time. */
export const notificationListRequest = requestSchema({
  page: pageNumber(),
  page_size: pageSizeAmong(NOTIFICATION_PAGE_SIZES),
  unread_only: formBoolean.default(false),
});

const notificationId = z.coerce.number('validation.invalidNumber').int('validation.invalidNumber').min(1, 'validation.invalidNumber');

/**
 * Staff: mark some notifications read for themselves, or all of the outlet's (`all`): up to now, or up to `up_to`, the
 * newest one the host has on screen (those that arrived after it stay unread).
 */
export const notificationMarkReadRequest = requestSchema({
  notification_ids: formArray(notificationId, MAX_MARK_READ).default([]),
  all: formBoolean.default(false),
  up_to: notificationId.optional(),
});

export type NotificationListRequest = z.infer<typeof notificationListRequest>;
export type NotificationMarkReadRequest = z.infer<typeof notificationMarkReadRequest>;

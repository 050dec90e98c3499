import type { MessageKey } from '../../i18n';
import { CANCELLATION_REASONS, type CancellationReason } from '../../constants/cancellation-reasons';
import type { DepositStatus } from '../reservation.constants';
import type { ReservationAction } from '../reservation-actions';
import type { ReservationExportField } from '../reservation-export-fields';
import { RESERVATION_STATUSES, type ReservationStatus, type ReservationTab } from '../reservation-status';
import type { TableAction } from '../table-state.machine';

/**
 * The message key of each label the screens show for a member of a reservations union: a member without
 * a label is a compile error here (the return type is the catalogue's keys), so no key escapes the check.
 */
export const statusLabelKey = (status: ReservationStatus): MessageKey => `reservations.status_${status}`;
export const actionLabelKey = (action: ReservationAction | TableAction): MessageKey => `reservations.action_${action}`;
export const tabLabelKey = (tab: ReservationTab): MessageKey => `reservations.tab_${tab}`;
export const reasonLabelKey = (reason: CancellationReason): MessageKey => `reservations.reason_${reason}`;
export const exportFieldLabelKey = (field: ReservationExportField): MessageKey => `reservations.export_${field}`;
export const depositLabelKey = (status: DepositStatus): MessageKey => `reservationsUi.deposit_${status}`;

/** What the audit trail records besides status actions (the detail panel's history). */
export const AUDIT_ACTIONS = [
  'created',
  'walk_in',
  'waitlist',
  'draft',
  'imported',
  'edited',
  'edit_transaction',
  'reassign_table',
  'exchange_table',
  'move_reservation',
  'move_undone',
  'flags',
  'resend_notification',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditLabelKey = (action: AuditAction): MessageKey => `reservationsUi.audit_${action}`;

export const isReservationStatus = (value: unknown): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly unknown[]).includes(value);
export const isCancellationReason = (value: unknown): value is CancellationReason =>
  (CANCELLATION_REASONS as readonly unknown[]).includes(value);
export const isAuditAction = (value: unknown): value is AuditAction => (AUDIT_ACTIONS as readonly unknown[]).includes(value);

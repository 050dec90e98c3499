import { POPUP_AUTO_CLOSE_MS, SUCCESS_TOAST_MS } from '@covers/shared/constants';
import type { useAppProps } from 'antd/es/app/context';
import type { Edition } from '../edition/edition';
import { editionStore } from '../edition/edition-store';
import { i18n } from '../i18n/i18n';

let api: useAppProps | null = null;

/** The antd App context (messages, notifications, modals themed and localised), set by <FeedbackBridge/>. */
export function bindFeedback(app: useAppProps): void {
  api = app;
}

/** A success toast, gone after 3 seconds (spec §8). */
export function notifySuccess(text: string): void {
  void api?.message.success(text, SUCCESS_TOAST_MS / 1000);
}

/** A success popup that closes itself after 3 seconds (spec §9). */
export function successPopup(title: string, content?: string): void {
  const popup = api?.modal.success({ title, content, okText: i18n.t('common.ok') });
  if (popup) setTimeout(() => popup.destroy(), POPUP_AUTO_CLOSE_MS);
}

/** Spec §8: an Oops popup with the server message on mobile, a notification on desktop. */
export function showError(message: string, edition: Edition = editionStore.get()): void {
  if (!api) return;
  if (edition === 'mobile') api.modal.error({ title: i18n.t('common.oops'), content: message, okText: i18n.t('common.ok') });
  else api.notification.error({ message: i18n.t('common.oops'), description: message, placement: 'topRight' });
}

/** The network timed out: an alert that asks for a refresh. */
export function showTimeout(): void {
  api?.modal.warning({
    title: i18n.t('common.oops'),
    content: i18n.t('common.networkTimeout'),
    okText: i18n.t('shell.reload'),
    onOk: () => window.location.reload(),
  });
}

import { POPUP_AUTO_CLOSE_MS, SUCCESS_TOAST_MS } from '@covers/shared/constants';
import { Button } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { createElement } from 'react';
import type { Edition } from '../edition/edition';
import { editionStore } from '../edition/edition-store';
import { i18n } from '../i18n/i18n';

/** How long a toast with an action (Undo) stays. */
const ACTION_TOAST_SECONDS = 10;

let api: useAppProps | null = null;
let waiting: Array<() => void> = [];
let mountHost: () => void = () => {};

/** The app registers how to mount <FeedbackHost/>; it is loaded the first time something is shown. */
export function onFeedbackNeeded(mount: () => void): void {
  mountHost = mount;
  if (waiting.length > 0) mount();
}

/** The antd App context (messages, notifications, modals themed and localised), set by <FeedbackHost/>. */
export function bindFeedback(app: useAppProps): void {
  api = app;
  const queued = waiting;
  waiting = [];
  queued.forEach((show) => show());
}

/** Runs `show` now, or once the feedback host has loaded. */
function withApi(show: (app: useAppProps) => void): void {
  if (api) return show(api);
  waiting.push(() => show(api!));
  mountHost();
}

/** A success toast, gone after 3 seconds (spec §8). */
export function notifySuccess(text: string): void {
  withApi((app) => void app.message.success(text, SUCCESS_TOAST_MS / 1000));
}

/**
 * A success toast with one action (an Undo): it stays long enough to reach the button, and goes once it is pressed.
 */
export function notifyWithAction(text: string, action: string, onAction: () => void, testId: string): void {
  withApi((app) => {
    const key = `${testId}-${Date.now()}`;
    const press = () => {
      app.notification.destroy(key);
      onAction();
    };
    app.notification.success({
      key,
      message: text,
      duration: ACTION_TOAST_SECONDS,
      placement: 'bottomRight',
      actions: createElement(Button, { size: 'small', type: 'primary', onClick: press, 'data-testid': testId }, action),
    });
  });
}

/** A success popup that closes itself after 3 seconds (spec §9). */
export function successPopup(title: string, content?: string): void {
  withApi((app) => {
    const popup = app.modal.success({ title, content, okText: i18n.t('common.ok') });
    setTimeout(() => popup.destroy(), POPUP_AUTO_CLOSE_MS);
  });
}

/** Spec §8: an Oops popup with the server message on mobile, a notification on desktop. */
export function showError(message: string, edition: Edition = editionStore.get()): void {
  withApi((app) => {
    if (edition === 'mobile') app.modal.error({ title: i18n.t('common.oops'), content: message, okText: i18n.t('common.ok') });
    else app.notification.error({ message: i18n.t('common.oops'), description: message, placement: 'topRight' });
  });
}

/** The network timed out: an alert that asks for a refresh. */
export function showTimeout(): void {
  withApi((app) =>
    app.modal.warning({
      title: i18n.t('common.oops'),
      content: i18n.t('common.networkTimeout'),
      okText: i18n.t('shell.reload'),
      onOk: () => window.location.reload(),
    }),
  );
}

import { Button, Modal } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

export interface UnsavedChangesOptions {
  /** The form differs from what was loaded. */
  dirty: boolean;
  /** Saves the form; a rejection keeps the user where they are. */
  onSave: () => Promise<unknown>;
}

/**
 * Spec §8's "You have unsaved changes" for every form that edits. It asks when the user leaves the
 * route (or closes a drawer/modal through `requestClose`) with changes: Discard closes the prompt and
 * keeps editing, Don't Save leaves without saving, Save & Close saves and then leaves.
 * Reloading or closing the tab with changes gets the browser's own prompt.
 */
export function useUnsavedChangesGuard({ dirty, onSave }: UnsavedChangesOptions): {
  prompt: ReactNode;
  requestClose: (close: () => void) => void;
} {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [pendingClose, setPendingClose] = useState<{ close: () => void } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const requestClose = useCallback((close: () => void) => (dirty ? setPendingClose({ close }) : close()), [dirty]);
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPendingClose(null);
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    pendingClose?.close();
    setPendingClose(null);
  };
  const saveAndLeave = async () => {
    setSaving(true);
    try {
      await onSave();
      leave();
    } catch {
      stay();
    } finally {
      setSaving(false);
    }
  };

  const prompt = (
    <Modal
      open={blocker.state === 'blocked' || pendingClose !== null}
      title={t('common.unsavedChanges')}
      onCancel={stay}
      closable={!saving}
      maskClosable={false}
      footer={[
        <Button key="discard" onClick={stay} disabled={saving}>
          {t('common.discard')}
        </Button>,
        <Button key="dontSave" onClick={leave} disabled={saving}>
          {t('common.dontSave')}
        </Button>,
        <Button key="save" type="primary" onClick={() => void saveAndLeave()} loading={saving}>
          {t('common.saveAndClose')}
        </Button>,
      ]}
    />
  );
  return { prompt, requestClose };
}

import type { QueueSettingsResult } from '@covers/shared';
import { envelopeOf, fileCall, isJson } from '../../../api/file-calls';

export const queueFiles = {
  /** The screen's background as chosen; the server checks it by content. */
  uploadBackground: async (file: Blob) => {
    const form = new FormData();
    form.append('background', file);
    return envelopeOf<QueueSettingsResult>(await fileCall('/api/setting/queues/background', { method: 'POST', form }));
  },
  background: async (): Promise<Blob> => {
    const response = await fileCall('/api/setting/queues/background', { query: {} });
    if (!response.ok || isJson(response)) await envelopeOf(response);
    return response.blob();
  },
};

import { DEFAULT_ONLINE_SETTINGS, type OfflineHold, type OnlineSettings } from '@covers/shared';
import type { OnlineEvent } from './online.events';

/** An outlet's online booking setup. */
export interface OnlineSetup {
  settings: OnlineSettings;
  holds: OfflineHold[];
}

export const initialOnlineSetup = (): OnlineSetup => ({ settings: DEFAULT_ONLINE_SETTINGS, holds: [] });

export function evolveOnline(state: OnlineSetup, event: OnlineEvent): OnlineSetup {
  switch (event.type) {
    case 'OnlineSettingsSaved':
      return { ...state, settings: event.data.settings };
    case 'OfflineSeatsSaved':
      return { ...state, holds: event.data.holds };
  }
}

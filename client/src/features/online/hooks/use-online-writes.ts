import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { onlineApi, type OfflineSeatsBody, type OnlineSettingsBody } from '../api/online.api';
import { onlineKey } from '../api/online.keys';

/** The forms show field refusals on their fields; the rest is shown by useWrite. */
function useOnlineWrite<V, R>(write: (vars: V) => Promise<R>, success: () => string) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write, invalidates: [onlineKey(rid)], success, showsRefusal: true });
}

export const useSaveOnlineSettings = (success: () => string) =>
  useOnlineWrite((body: OnlineSettingsBody) => onlineApi.saveSettings(body), success);
export const useSaveOfflineSeats = (success: () => string) =>
  useOnlineWrite((body: OfflineSeatsBody) => onlineApi.saveOfflineSeats(body), success);

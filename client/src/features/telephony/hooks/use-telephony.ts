import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { telephonyApi } from '../api/telephony.api';
import { telephonyKey } from '../api/telephony.keys';

export function usePhoneBooking() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: telephonyKey(rid), queryFn: telephonyApi.setup, enabled: rid !== undefined });
}

/** A phone-booking write: its toast, its refusal shown, the outlet's setup refetched. */
function useTelephonyWrite<V, R>(write: (vars: V) => Promise<R>, success?: () => string) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write, invalidates: [telephonyKey(rid)], success, showsRefusal: true });
}

export const useSaveTelephonySettings = (success: () => string) => useTelephonyWrite(telephonyApi.saveSettings, success);
export const useCreateApiKey = () => useTelephonyWrite(telephonyApi.createKey);
export const useRevokeApiKey = (success: () => string) => useTelephonyWrite(telephonyApi.revokeKey, success);

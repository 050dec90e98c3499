import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { messagingApi } from '../api/messaging.api';
import { voiceNumberKey } from '../api/messaging.keys';

/** The voice-call number and its verification; the outlet's verification events refresh it live. */
export function useVoiceNumber() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: voiceNumberKey(rid), queryFn: messagingApi.voiceNumber, enabled: rid !== undefined });
}

export function useVerifyVoiceNumber() {
  const rid = useSession().outlet?.rid;
  return useWrite({ write: messagingApi.verifyVoiceNumber, invalidates: [voiceNumberKey(rid)], showsRefusal: true });
}

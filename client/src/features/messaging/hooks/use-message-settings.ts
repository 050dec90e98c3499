import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { messagingApi } from '../api/messaging.api';
import { messageTemplatesKey, senderSettingsKey } from '../api/messaging.keys';

export function useMessageTemplates() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: messageTemplatesKey(rid), queryFn: messagingApi.templates, enabled: rid !== undefined });
}

export function useSenderSettings() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: senderSettingsKey(rid), queryFn: messagingApi.sender, enabled: rid !== undefined });
}

export function useSaveTemplate(success: () => string) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write: messagingApi.saveTemplate, invalidates: [messageTemplatesKey(rid)], success, showsRefusal: true });
}

export function useSaveSender(success: () => string) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write: messagingApi.saveSender, invalidates: [senderSettingsKey(rid)], success, showsRefusal: true });
}

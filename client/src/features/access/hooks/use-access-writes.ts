import { useTranslation } from 'react-i18next';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { accessApi } from '../api/access.api';
import { myAccessKey } from '../../../session/OutletAccessSync';
import { uacKey } from '../api/access.keys';

/** A Users and Access write: its toast (3 s), then the group's users and access types refetched. */
function useAccessWrite<V, R>(write: (vars: V) => Promise<R>, success: (vars: V) => string) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write, invalidates: [uacKey(rid)], success: (_result: R, vars: V) => success(vars) });
}

export function useSaveUser() {
  const { t } = useTranslation();
  return useAccessWrite(accessApi.saveUser, (vars) => t(vars.user_uid ? 'access.userUpdated' : 'access.userCreated'));
}

export function useDeleteUser() {
  const { t } = useTranslation();
  return useAccessWrite(accessApi.deleteUser, () => t('access.userDeleted'));
}

export function useSaveRole() {
  const { t } = useTranslation();
  return useAccessWrite(accessApi.saveRole, (vars) => t(vars.access_type_id ? 'access.accessTypeUpdated' : 'access.accessTypeCreated'));
}

export function useDeleteRole() {
  const { t } = useTranslation();
  return useAccessWrite(accessApi.deleteRole, () => t('access.accessTypeDeleted'));
}

/** A super-admin sets the current outlet's feature flags; the console's own copy is refetched with them. */
export function useSetOutletFeatures() {
  const { t } = useTranslation();
  const rid = useSession().outlet?.rid;
  return useWrite({ write: accessApi.setFeatures, invalidates: [myAccessKey(rid)], success: () => t('accessUi.featureFlagsSaved') });
}

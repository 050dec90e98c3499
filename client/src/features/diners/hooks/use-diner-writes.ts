import { useTranslation } from 'react-i18next';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { dinersApi } from '../api/diners.api';
import { dinersFiles } from '../api/diners.files';
import { dinersKey } from '../api/diners.keys';

/** A diner or tag write: its toast (3 s), then every diner query of the outlet refetched (a tag shows on diners too). */
function useDinersWrite<V, R>(write: (vars: V) => Promise<R>, success: (vars: V) => string, showsRefusal = false) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write, invalidates: [dinersKey(rid)], success: (_result: R, vars: V) => success(vars), showsRefusal });
}

export function useAddDiner() {
  const { t } = useTranslation();
  return useDinersWrite(dinersApi.add, () => t('dinersUi.dinerCreated'));
}

export function useEditDiner() {
  const { t } = useTranslation();
  return useDinersWrite(dinersApi.edit, () => t('dinersUi.dinerUpdated'));
}

export function useAddTag() {
  const { t } = useTranslation();
  return useDinersWrite(dinersApi.addTag, () => t('dinersUi.tagCreated'));
}

export function useEditTag() {
  const { t } = useTranslation();
  return useDinersWrite(dinersApi.editTag, () => t('dinersUi.tagUpdated'));
}

export function useDeleteTag() {
  const { t } = useTranslation();
  return useDinersWrite(dinersApi.deleteTag, () => t('dinersUi.tagDeleted'));
}

/** The upload's call is not the envelope client's, so its refusals ("not an image", "too large") are shown here. */
export function useUploadDinerPhoto() {
  const { t } = useTranslation();
  return useDinersWrite(dinersFiles.uploadPhoto, () => t('dinersUi.photoSaved'), true);
}

export function useRemoveDinerPhoto() {
  const { t } = useTranslation();
  return useDinersWrite(dinersApi.removePhoto, () => t('dinersUi.photoRemoved'));
}

import { DINER_PHOTO_MAX_BYTES } from '@covers/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../api/use-object-url';
import { showError } from '../../../ui/feedback';
import { useSession } from '../../../session/use-session';
import { dinersFiles } from '../api/diners.files';
import { dinerPhotoKey } from '../api/diners.keys';
import { useUploadDinerPhoto } from './use-diner-writes';

/** The address of a diner's photo to show (undefined without one, or while it loads), freed when it is no longer shown. */
export function useDinerPhotoUrl(dinerId: string, version: string | null): string | undefined {
  const rid = useSession().outlet?.rid;
  const image = useQuery({
    queryKey: dinerPhotoKey(rid, dinerId, version ?? ''),
    queryFn: () => dinersFiles.photo(dinerId, version!),
    enabled: rid !== undefined && !!version,
    staleTime: Infinity,
  });
  return useObjectUrl(version ? image.data : undefined);
}

/**
 * The file a user chose, sent as the diner's photo. A file over 3 MB is stopped here to spare the upload; what the
 * file is, is for the server to say (by its content).
 */
export function useDinerPhotoUpload(dinerId: string) {
  const { t } = useTranslation();
  const upload = useUploadDinerPhoto();
  const send = (file: File): false => {
    if (file.size > DINER_PHOTO_MAX_BYTES) showError(t('diners.photoTooLarge'));
    else upload.mutate({ dinerId, file });
    return false;
  };
  return { send, isPending: upload.isPending };
}

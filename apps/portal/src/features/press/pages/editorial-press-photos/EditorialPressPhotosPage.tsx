import { useFetch, useSubmit } from '@lindner/api';
import {
  ApiError,
  deletePressPhoto,
  fetchPressPhotos,
  pressPhotosKey,
  uploadPressPhoto,
} from '@lindner/api/client';
import type { PressPhoto, PressPhotoInput } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { useAuth } from '@lindner/auth';
import { layoutStateOf } from '@lindner/ui';
import { useSearchParams } from 'react-router';
import { outcomeOf } from '../../../../shared/forms/submitOutcome';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { editorialMessages } from '../../messages';
import { pageOf, pressPhotoUrl } from '../../pressAddress';
import { EditorialPressPhotosView } from './EditorialPressPhotosView';

/** Staff's press photos with their data; without the role nothing is fetched. */
export function EditorialPressPhotosPage() {
  const { hasRealmRole } = useAuth();
  const isStaff = hasRealmRole('staff');
  const locale = usePageLocale();
  const { api } = usePortalConfig();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const key = pressPhotosKey({ page });
  const list = useFetch(isStaff ? key : null, (signal) => fetchPressPhotos({ page }, { signal }));
  const upload = useSubmit(
    ({ input, file }: { input: PressPhotoInput; file: File }, signal: AbortSignal) =>
      uploadPressPhoto(input, file, signal),
    { successMessage: editorialMessages.uploaded, revalidate: [key], showErrorToast: false },
  );
  const remove = useSubmit(
    (photo: PressPhoto, signal: AbortSignal) => deletePressPhoto(photo.id, signal),
    { successMessage: editorialMessages.deleted, revalidate: [key] },
  );
  // The server knows best: a 403 (the role taken away meanwhile) is "no access" too.
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  const path = localizePath('editorial-press-photos', {}, locale);
  return (
    <EditorialPressPhotosView
      allowed={isStaff && !forbidden}
      state={layoutStateOf(list)}
      onRetry={() => void list.refetch()}
      list={list.data}
      pageHref={(number) => (number > 1 ? `${path}?page=${number}` : path)}
      fileHref={(url) => pressPhotoUrl(api.baseUrl, url)}
      onUpload={async (input, file) => outcomeOf(await upload.submit({ input, file }))}
      onDelete={async (photo) => (await remove.submit(photo)).error === null}
    />
  );
}

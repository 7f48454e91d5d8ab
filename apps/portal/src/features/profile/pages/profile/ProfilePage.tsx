import {
  currentUserKey,
  deleteAvatar,
  fetchProfile,
  profileSettingsSuccessMessages,
  saveCustomerNumber,
  saveProfile,
  uploadAvatar,
  useFetch,
} from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { customerNumberMessages } from '../../messages';
import { profileFormValues } from '../../profileForm';
import { useCardClaim } from '../../useCardClaim';
import { ViewLoading } from '../../../../shared/forms/ViewLoading';
import { navigationMessages } from '../../../../shared/personalArea/messages';

const ProfileView = lazy(() =>
  import('./ProfileView').then((module) => ({ default: module.ProfileView })),
);

/** GET /user/profile; exported for pages that show the complete-profile prompt. */
export const profileKey = '/user/profile';
// The side navigation shows the user's name and picture: fetch them again after a change.
const revalidate = [profileKey, currentUserKey];

/**
 * The personal-data tab with its data: the profile, its save, the picture's upload and the
 * customer number's addition.
 */
export function ProfilePage() {
  const profile = useFetch(profileKey, fetchProfile);
  const save = useFormSubmit(saveProfile, {
    successMessage: profileSettingsSuccessMessages.profileSaved,
    revalidate,
  });
  const upload = useFormSubmit(uploadAvatar, {
    successMessage: profileSettingsSuccessMessages.imageUpdated,
    revalidate,
  });
  const remove = useFormSubmit((_: void, signal: AbortSignal) => deleteAvatar(signal), {
    successMessage: profileSettingsSuccessMessages.imageRemoved,
    revalidate,
  });
  const addCustomerNumber = useFormSubmit(saveCustomerNumber, {
    successMessage: customerNumberMessages.added,
    revalidate,
  });
  const cardClaim = useCardClaim(revalidate);
  const { data } = profile;
  const saved = useMemo(() => (data ? profileFormValues(data) : null), [data]);
  return (
    <Suspense fallback={<ViewLoading title={navigationMessages.profile} />}>
      <ProfileView
        state={layoutStateOf(profile)}
        onRetry={() => void profile.refetch()}
        profile={data}
        saved={saved}
        onSubmit={save}
        onUploadAvatar={upload}
        onRemoveAvatar={() => remove()}
        onSaveCustomerNumber={addCustomerNumber}
        cardClaim={cardClaim}
      />
    </Suspense>
  );
}

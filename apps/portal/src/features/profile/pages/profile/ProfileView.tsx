import type { CustomerNumberInput, ProfileInput, UserProfile } from '@lindner/api/schema';
import { Heading, Stack, TabContentLayout, type LayoutState } from '@lindner/ui';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { navigationMessages, tabMessages } from '../../../../shared/personalArea/messages';
import { formSection } from '../../../../shared/forms/PersonalForm.css';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { AvatarEditor } from '../../AvatarEditor';
import { CardClaimNotice } from '../../CardClaimNotice';
import { CustomerNumber } from '../../CustomerNumber';
import type { CardClaim } from '../../useCardClaim';
import { profileMessages } from '../../messages';
import { CompleteProfilePrompt } from '../../../../shared/profileCompletion/CompleteProfilePrompt';
import { ProfileCompletion } from '../../ProfileCompletion';
import type { ProfileFormValues } from '../../profileForm';
import { ProfileForm } from '../../ProfileForm';

export interface ProfileViewProps {
  /** Loading, error (with Retry) or content, from the profile's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The profile of GET /user/profile; null until fetched. */
  profile: UserProfile | null;
  /** The profile as form values; null until fetched. Keep its identity between renders. */
  saved: ProfileFormValues | null;
  onSubmit: (profile: ProfileInput) => Promise<SubmitOutcome | null>;
  onUploadAvatar: (picture: File) => Promise<SubmitOutcome | null>;
  onRemoveAvatar: () => Promise<SubmitOutcome | null>;
  /** Adds the customer number of an invoice or loyalty card (the profile has none yet). */
  onSaveCustomerNumber: (input: CustomerNumberInput) => Promise<SubmitOutcome | null>;
  /** The take-over of the loyalty card the user came from (`?card=…`); null without one. */
  cardClaim?: CardClaim | null;
}

/**
 * The personal-data tab of the profile: completion, prompt, picture, the customer number (or
 * the form that adds it) and the form.
 */
export function ProfileView({
  state,
  onRetry,
  profile,
  saved,
  onSubmit,
  onUploadAvatar,
  onRemoveAvatar,
  onSaveCustomerNumber,
  cardClaim = null,
}: ProfileViewProps) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.profile)}>
      <TabContentLayout
        title={intl.formatMessage(tabMessages.profile)}
        state={state}
        onRetry={onRetry}
      >
        {profile && saved ? (
          <Stack space="xlarge" align="left">
            <Stack space="medium" align="left">
              <ProfileCompletion percent={profile.completion.percent} />
              <CompleteProfilePrompt missing={profile.completion.missing} />
            </Stack>
            <AvatarEditor
              avatarUrl={profile.avatar}
              onUpload={onUploadAvatar}
              onRemove={onRemoveAvatar}
            />
            <Stack as="section" space="medium" align="left" className={formSection}>
              <Heading level={3} size="large">
                {intl.formatMessage(profileMessages.personalData)}
              </Heading>
              <CardClaimNotice claim={cardClaim} />
              <CustomerNumber number={profile.customerNr} onSave={onSaveCustomerNumber} />
              <ProfileForm saved={saved} onSubmit={onSubmit} />
            </Stack>
          </Stack>
        ) : null}
      </TabContentLayout>
    </PersonalPage>
  );
}

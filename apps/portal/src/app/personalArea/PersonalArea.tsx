import { apiPersonalAreaMessages } from '@lindner/api';
import { RequireLogin, useAuth } from '@lindner/auth';
import { Spinner } from '@lindner/ui';
import { useMemo } from 'react';
import { ContractExpiryBanner } from '../../features/contracts/ContractExpiryBanner';
import { displayName } from '../../shared/currentUser/displayName';
import { useSignedInUser } from '../../shared/currentUser/CurrentUser';
import { DraftScopeProvider, type DraftScope } from '../../shared/drafts/DraftScope';
import { clearOtherUsersDrafts, sessionDraftStorage } from '../../shared/drafts/formDrafts';
import { portalPersonalAreaMessages } from '../../messages';
import { withPageMessages } from '../../shared/locale/withPageMessages';
import { PersonalAreaLayout } from '../../shell/PersonalAreaLayout';

/** The personal area route: sign-on required, then the layout once the user has been fetched. */
export function PersonalArea() {
  return (
    <RequireLogin>
      <SignedInArea />
    </RequireLogin>
  );
}

function SignedInArea() {
  const { user, settled } = useSignedInUser();
  const { subject } = useAuth();
  // Unsaved form input of this user survives a reload and a sign-on again (shared/drafts/).
  const drafts = useMemo((): DraftScope | null => {
    const storage = sessionDraftStorage();
    if (!subject || !storage) return null;
    // Someone else signed on in this tab: the previous user's drafts go.
    clearOtherUsersDrafts(storage, subject);
    return { userId: subject, storage };
  }, [subject]);
  // Waiting for the user keeps the fallback name from flashing before the real one.
  if (!settled) return <Spinner block size="large" />;
  return (
    <DraftScopeProvider scope={drafts}>
      <PersonalAreaLayout
        user={{ name: displayName(user), avatarUrl: user?.avatar }}
        contractExpiryBanner={<ContractExpiryBanner />}
      />
    </DraftScopeProvider>
  );
}

// The route loads this module lazily (app/router/router.ts): a route module exports `Component`.
// The area's texts load with it: public pages do without them.
export const Component = withPageMessages(
  [portalPersonalAreaMessages, apiPersonalAreaMessages],
  PersonalArea,
);

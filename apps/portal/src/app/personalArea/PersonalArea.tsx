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
import { PageHead } from '../../shared/head';
import { messages } from '../messages';

/**
 * The personal area route: sign-on required, then the layout once the user has been fetched.
 * Until the sign-on is done (and on the server, which never signs on) the frame with a loading
 * state, so the first paint already shows where the user is.
 */
export function PersonalArea() {
  return (
    <RequireLogin pending={<AreaLoading />}>
      <SignedInArea />
    </RequireLogin>
  );
}

function AreaLoading() {
  return (
    <PersonalAreaLayout user={{}}>
      <PageHead title={messages.title} />
      <Spinner block size="large" />
    </PersonalAreaLayout>
  );
}

function SignedInArea() {
  const { user, settled } = useSignedInUser();
  const { subject, hasRealmRole } = useAuth();
  // Unsaved form input of this user survives a reload and a sign-on again (shared/drafts/).
  const drafts = useMemo((): DraftScope | null => {
    const storage = sessionDraftStorage();
    if (!subject || !storage) return null;
    // Someone else signed on in this tab: the previous user's drafts go.
    clearOtherUsersDrafts(storage, subject);
    return { userId: subject, storage };
  }, [subject]);
  // Waiting for the user keeps the fallback name from flashing before the real one.
  if (!settled) return <AreaLoading />;
  return (
    <DraftScopeProvider scope={drafts}>
      <PageHead title={messages.title} />
      <PersonalAreaLayout
        user={{ name: displayName(user), avatarUrl: user?.avatar }}
        staff={hasRealmRole('staff')}
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

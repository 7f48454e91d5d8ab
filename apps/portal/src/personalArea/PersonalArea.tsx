import { RequireLogin } from '@lindner/auth';
import { Spinner } from '@lindner/ui';
import { ContractExpiryBanner } from '../contractExpiry/ContractExpiryBanner';
import { displayName } from '../currentUser/displayName';
import { useSignedInUser } from '../currentUser/CurrentUser';
import { PersonalAreaLayout } from './PersonalAreaLayout';

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
  // Waiting for the user keeps the fallback name from flashing before the real one.
  if (!settled) return <Spinner block size="large" />;
  return (
    <PersonalAreaLayout
      user={{ name: displayName(user), avatarUrl: user?.avatar }}
      contractExpiryBanner={<ContractExpiryBanner />}
    />
  );
}

// The route loads this module lazily (routes/router.ts): a route module exports `Component`.
export { PersonalArea as Component };

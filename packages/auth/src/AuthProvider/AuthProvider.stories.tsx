import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FakeSignOnAdapter, staffClaims, type FakeInit } from '../testing/fakeSignOnAdapter';
import { authMessagesLoader, errorPageTextsFor, withAuthMessages } from '../testing/storyMessages';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';

const config = { url: 'http://localhost:8080', realm: 'lindner', clientId: 'lindner-pimcore' };

/** A stand-in for the portal: who is signed in, as the portal reads it. */
function SignedInUser() {
  const auth = useAuth();
  return (
    <dl>
      <dt>status</dt>
      <dd>{auth.status}</dd>
      <dt>authenticated</dt>
      <dd>{String(auth.authenticated)}</dd>
      <dt>preferred_username</dt>
      <dd>{auth.preferredUsername ?? '–'}</dd>
      <dt>name</dt>
      <dd>{auth.name ?? '–'}</dd>
      <dt>realm roles</dt>
      <dd>{auth.realmRoles.join(', ') || '–'}</dd>
    </dl>
  );
}

function Provider({ init, loginRequired }: { init: FakeInit; loginRequired: boolean }) {
  return (
    <AuthProvider
      config={config}
      loginRequired={loginRequired}
      locale="de"
      adapter={new FakeSignOnAdapter(init)}
    >
      <SignedInUser />
    </AuthProvider>
  );
}

const meta = {
  title: 'Auth/AuthProvider',
  component: Provider,
  parameters: { layout: 'fullscreen', router: false },
  loaders: [authMessagesLoader],
  decorators: [withAuthMessages],
} satisfies Meta<typeof Provider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * keycloak-js is starting (or on its way to the sign-on page): the portal shows, as a guest, so
 * public pages need no wait; `RequireLogin` keeps the personal area waiting.
 */
export const Starting: Story = {
  args: { init: { outcome: 'pending' }, loginRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('initializing')).toBeVisible();
    await expect(canvas.getByText('false')).toBeVisible();
  },
};

/** keycloak-js could not start: the sign-on error page replaces the portal. */
export const SignOnFailed: Story = {
  args: {
    init: { outcome: 'failed', error: new Error('Server responded with an invalid status.') },
    loginRequired: true,
  },
  play: async ({ canvas, globals }) => {
    const { title, retry } = errorPageTextsFor(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: retry })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { init: { outcome: 'signed-in', claims: staffClaims }, loginRequired: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sabine Steiner')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('default-roles-lindner, staff')).toBeVisible());
  },
};

export const Anonymous: Story = {
  args: { init: { outcome: 'anonymous' }, loginRequired: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('false')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AuthProvider } from '../AuthProvider';
import { FakeSignOnAdapter, type FakeInit } from '../testing/fakeSignOnAdapter';
import { authMessagesLoader, withAuthMessages } from '../testing/storyMessages';
import { RequireLogin } from './RequireLogin';

const config = { url: 'http://localhost:8080', realm: 'lindner', clientId: 'lindner-pimcore' };

function Guarded({ adapter }: { adapter: FakeSignOnAdapter }) {
  return (
    <AuthProvider config={config} loginRequired={false} locale="de" adapter={adapter}>
      <RequireLogin>
        <p>Mein Lindner</p>
      </RequireLogin>
    </AuthProvider>
  );
}

const adapterFor = (init: FakeInit) => new FakeSignOnAdapter(init);

const meta = {
  title: 'Auth/RequireLogin',
  component: Guarded,
  parameters: { layout: 'fullscreen', router: false },
  loaders: [authMessagesLoader],
  decorators: [withAuthMessages],
} satisfies Meta<typeof Guarded>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor in the personal area is on the way to the sign-on page. */
export const RedirectingToSignOn: Story = {
  args: { adapter: adapterFor({ outcome: 'anonymous' }) },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
    await waitFor(() =>
      expect(args.adapter.loginCalls).toContainEqual({
        redirectUri: window.location.href,
        locale: 'de',
      }),
    );
    await expect(canvas.queryByText('Mein Lindner')).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { adapter: adapterFor({ outcome: 'signed-in' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mein Lindner')).toBeVisible();
  },
};

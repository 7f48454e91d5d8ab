import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../shared/storybook/serverTexts';
import { contestsMessagesLoader } from '../contestsStoryData';
import type { sendVote } from './sendVote';
import { VoteButton } from './VoteButton';

/** The vote of an entry, with a stand-in for the API. */
const meta = {
  title: 'Portal/Contests/VoteButton',
  component: VoteButton,
  parameters: { route: '/de-at/community/gewinnspiele/fotowettbewerb' },
  loaders: [contestsMessagesLoader, serverTextsLoader],
  decorators: [
    withPortalMessages,
    (Story) => {
      sessionStorage.removeItem('lindner-contest-vote-consent');
      return <Story />;
    },
  ],
  args: {
    contest: 'photo-contest',
    entryId: '7a3e5c10-0c1d-4e6f-8a01-000000000003',
    title: 'Nebelmorgen',
    api: { baseUrl: 'https://portal.example/api', clientSegment: 'portal' },
    send: fn<typeof sendVote>(async () => ({ ok: true, votes: 4, message: null })),
  },
} satisfies Meta<typeof VoteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first vote: the consent; voting without it asks for it and sends nothing. */
export const BeforeConsent: Story = {
  play: async ({ args, canvas }) => {
    const consent = canvas.getByRole('checkbox', { name: /IP-Adresse und Browserdaten/ });
    await expect(consent).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Abstimmen für „Nebelmorgen“' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Bitte stimme zuerst der Speicherung zu.',
    );
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** After consenting and voting: the new count and the thanks. */
export const Voted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /IP-Adresse und Browserdaten/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Abstimmen für „Nebelmorgen“' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Danke für Deine Stimme! Jetzt 4 Stimmen.',
    );
    await expect(args.send).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A second vote: the server's message shows. */
export const AlreadyVoted: Story = {
  args: {
    send: fn<typeof sendVote>(async () => ({
      ok: false,
      message: serverText('server.contests.alreadyVoted'),
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /IP-Adresse und Browserdaten/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Abstimmen für „Nebelmorgen“' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Du hast für diesen Beitrag schon abgestimmt. Jede Person hat eine Stimme.',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { BackLink } from './BackLink';

/** Shows where the router is, so a story can see that the link navigated. */
function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/BackLink',
  tags: ['stable'],
  component: BackLink,
  parameters: { route: '/de/mein-lindner/fuhrpark/42' },
  render: (args) => (
    <>
      <BackLink {...args} />
      <CurrentPath />
    </>
  ),
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const back = (locale: unknown) =>
  ({ en: 'Back', fr: 'Retour', 'fr-fr': 'Retour' })[locale as string] ?? 'Zurück';

export const Standard: Story = {
  tags: ['visual'],
  args: { to: '/de/mein-lindner/fuhrpark' },
  render: (args) => <BackLink {...args} />,
};

export const ToPage: Story = {
  args: { to: '/de/mein-lindner/fuhrpark' },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: back(globals.locale) });
    await expect(link).toHaveAttribute('href', '/de/mein-lindner/fuhrpark');
    await userEvent.click(link);
    await expect(canvas.getByTestId('path')).toHaveTextContent(/^\/de\/mein-lindner\/fuhrpark$/);
  },
};

export const HistoryBack: Story = {
  parameters: { router: false },
  render: (args) => (
    <MemoryRouter
      initialEntries={['/de/mein-lindner/fuhrpark', '/de/mein-lindner/fuhrpark/42']}
      initialIndex={1}
    >
      <BackLink {...args} />
      <CurrentPath />
    </MemoryRouter>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('path')).toHaveTextContent('/de/mein-lindner/fuhrpark/42');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: back(globals.locale) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('path')).toHaveTextContent(/^\/de\/mein-lindner\/fuhrpark$/);
  },
};

export const CustomLabel: Story = {
  args: { to: '/de/mein-lindner/fuhrpark', label: 'Zurück zum Fuhrpark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zurück zum Fuhrpark' })).toBeVisible();
  },
};

const prevented = fn((event: MouseEvent<HTMLElement>) => event.preventDefault());

export const WithoutRouter: Story = {
  parameters: { router: false },
  args: { onClick: prevented },
  render: (args) => <BackLink {...args} />,
  play: async ({ args, canvas, globals }) => {
    // The click handler stops the history step here, which would leave the test page.
    await userEvent.click(canvas.getByRole('button', { name: back(globals.locale) }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

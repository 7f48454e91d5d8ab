import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ButtonAnchor } from './ButtonAnchor';
import { ButtonLink } from './ButtonLink';

/** Shows where the router is, so a story can see that a link navigated. */
function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/ButtonLink',
  tags: ['stable'],
  component: ButtonLink,
  args: { link: { url: '/de/mein-lindner/fuhrpark', label: 'Zum Fuhrpark' } },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'standard'] },
  },
  parameters: {
    route: '/de/mein-lindner',
    docs: {
      description: {
        component: [
          'A link that looks like a `Button` (the same recipe: `variant`, `size`, `fullWidth`),',
          "for actions that lead to another page. With `link` (the API's link object) it goes",
          'where `Link` would: through the router for addresses of this site, to a new tab for',
          'other sites. `ButtonAnchor` takes an `href` and is a plain link that loads the address;',
          'widgets use it, so that they do without the router.',
        ].join(' '),
      },
    },
  },
  render: (args) => (
    <>
      <ButtonLink {...args} />
      <CurrentPath />
    </>
  ),
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Zum Fuhrpark' });
    await expect(link).toHaveAttribute('href', '/de/mein-lindner/fuhrpark');
    await userEvent.click(link);
    await expect(canvas.getByTestId('path')).toHaveTextContent('/de/mein-lindner/fuhrpark');
  },
};

/** The link and a Button of the same variant look alike: same colours, height and font. */
export const LooksLikeButton: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <ButtonLink {...args} />
      <Button variant="secondary">Speichern</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const link = getComputedStyle(canvas.getByRole('link', { name: 'Zum Fuhrpark' }));
    const button = getComputedStyle(canvas.getByRole('button', { name: 'Speichern' }));
    for (const property of [
      'color',
      'backgroundColor',
      'borderTopColor',
      'fontFamily',
      'minHeight',
      'paddingLeft',
    ] as const) {
      await expect(link[property]).toBe(button[property]);
    }
    await expect(link.textDecorationLine).toBe('none');
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Zum Fuhrpark' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/de/mein-lindner/fuhrpark');
  },
};

export const OtherSite: Story = {
  args: { link: { url: 'https://www.lindner-traktoren.at/de-at/mietpark', label: 'Zum Mietpark' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Zum Mietpark \(.+\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `ButtonAnchor`: a plain link, even inside a router, for addresses the browser must load. */
export const PlainHref: Story = {
  render: () => (
    <>
      <ButtonAnchor href="/de/kontakt?anliegen=finanzierung">Finanzierung anfragen</ButtonAnchor>
      <CurrentPath />
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Finanzierung anfragen' });
    await expect(link).toHaveAttribute('href', '/de/kontakt?anliegen=finanzierung');
    await expect(link).not.toHaveAttribute('target');
  },
};

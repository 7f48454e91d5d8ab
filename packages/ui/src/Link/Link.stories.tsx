import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useLocation } from 'react-router';
import { Link } from './Link';

/** Shows where the router is, so a story can see that a link navigated. */
function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/Link',
  tags: ['stable'],
  component: Link,
  args: { link: { url: '/de/mein-lindner/fuhrpark', label: 'Mein Fuhrpark' } },
  parameters: {
    route: '/de/mein-lindner',
    docs: {
      description: {
        component: [
          'Takes the link object of the API, `link: { url, label?, title?, isExternal? }`;',
          '`children` replace its text. The text is the label, else the title, else "n/a".',
          'A link with `isExternal` or an absolute http(s) address of another origin opens in a',
          'new tab (`target="_blank" rel="noopener noreferrer"`), shows an icon and tells screen',
          'readers "(opens in a new tab)". Other addresses go through the react-router `Link`',
          '(absolute addresses of this origin as their path); without a router, and for `#anchors`,',
          '`mailto:` and `tel:`, it is a plain link.',
        ].join(' '),
      },
    },
  },
  render: (args) => (
    <>
      <p>
        Weiter zu <Link {...args} />.
      </p>
      <CurrentPath />
    </>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Mein Fuhrpark' });
    await expect(link).toHaveAttribute('href', '/de/mein-lindner/fuhrpark');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(canvas.getByTestId('path')).toHaveTextContent('/de/mein-lindner/fuhrpark');
  },
};

export const InternalByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mein Fuhrpark' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/de/mein-lindner/fuhrpark');
  },
};

export const InText: Story = {
  tags: ['visual'],
  render: () => (
    <p>
      Miete einen Traktor im{' '}
      <Link link={{ url: 'https://www.lindner-traktoren.at/de-at/mietpark', label: 'Mietpark' }} />{' '}
      oder finde Deinen <Link link={{ url: '/de/haendlersuche', label: 'Händler' }} />.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const External: Story = {
  args: { link: { url: 'https://www.lindner-traktoren.at/de-at/mietpark', label: 'Mietpark' } },
  play: async ({ canvas, globals }) => {
    const newTab = globals.locale === 'en' ? /Mietpark \(opens in a new tab\)/ : /Mietpark \(.+\)/;
    const link = canvas.getByRole('link', { name: newTab });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', 'https://www.lindner-traktoren.at/de-at/mietpark');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const MarkedExternal: Story = {
  args: { link: { url: '/de-at/datenschutz', label: 'Datenschutz', isExternal: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Datenschutz/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const SameSiteAbsolute: Story = {
  args: { link: { url: `${window.location.origin}/de/mein-lindner/profil`, label: 'Profil' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Profil' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(canvas.getByTestId('path')).toHaveTextContent('/de/mein-lindner/profil');
  },
};

export const TitleOnly: Story = {
  args: { link: { url: '/de/mein-lindner/einstellungen', title: 'Einstellungen' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Einstellungen' });
    await expect(link).not.toHaveAttribute('title');
  },
};

export const LabelAndTitle: Story = {
  args: {
    link: { url: '/de/mein-lindner/einstellungen', label: 'Einstellungen', title: 'Deine Daten' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
      'title',
      'Deine Daten',
    );
  },
};

export const Fallback: Story = {
  args: { link: { url: '/de/mein-lindner' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'n/a' })).toBeVisible();
  },
};

export const ChildrenOverride: Story = {
  args: { link: { url: '/de/mein-lindner', label: 'Übersicht' }, children: 'Zur Übersicht' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zur Übersicht' })).toBeVisible();
  },
};

export const Anchor: Story = {
  args: { link: { url: '#GvlContact', label: 'Kontaktformular' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Kontaktformular' });
    await expect(link).toHaveAttribute('href', '#GvlContact');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Email: Story = {
  args: { link: { url: 'mailto:info@lindner-traktoren.at', label: 'E-Mail schreiben' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'E-Mail schreiben' })).toHaveAttribute(
      'href',
      'mailto:info@lindner-traktoren.at',
    );
  },
};

export const WithoutRouter: Story = {
  parameters: { router: false },
  render: (args) => (
    <p>
      Weiter zu <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mein Fuhrpark' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark',
    );
  },
};

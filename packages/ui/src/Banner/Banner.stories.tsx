import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { toLocale } from '@lindner/i18n';
import { SampleText, sampleFor } from '../storybook/SampleText';
import { Banner } from './Banner';

const texts = {
  news: { de: 'Neue Funktionen im Portal', en: 'New in the portal', fr: 'Nouveautés du portail' },
  newsText: {
    de: 'Im Fuhrpark siehst Du jetzt die Betriebsstunden jedes Fahrzeugs.',
    en: 'Your fleet now shows the operating hours of every vehicle.',
    fr: 'Votre parc affiche désormais les heures de service de chaque véhicule.',
  },
  sent: { de: 'Bestellung abgesendet', en: 'Order sent', fr: 'Commande envoyée' },
  sentText: {
    de: 'Du erhältst in Kürze eine Bestätigung per E-Mail.',
    en: 'You will receive a confirmation by e-mail shortly.',
    fr: 'Vous recevrez sous peu une confirmation par e-mail.',
  },
  licence: {
    de: 'TracLink-Lizenz läuft bald ab',
    en: 'Your TracLink licence expires soon',
    fr: 'Votre licence TracLink expire bientôt',
  },
  licenceText: {
    de: 'Die Lizenz für Deinen Lintrac 130 endet am 30.06.2025.',
    en: 'The licence for your Lintrac 130 ends on 30/06/2025.',
    fr: 'La licence de votre Lintrac 130 prend fin le 30/06/2025.',
  },
  renew: { de: 'Jetzt verlängern', en: 'Renew now', fr: 'Renouveler maintenant' },
  failed: { de: 'Fehler aufgetreten', en: 'An error occurred', fr: 'Une erreur est survenue' },
  failedText: {
    de: 'Bitte versuche es erneut.',
    en: 'Please try again.',
    fr: 'Veuillez réessayer.',
  },
};

const textIn = (sample: keyof typeof texts, locale: unknown) =>
  sampleFor(texts[sample], toLocale(locale as string));

const meta = {
  title: 'UI/Banner',
  tags: ['stable'],
  component: Banner,
  args: {
    title: <SampleText {...texts.news} />,
    children: <SampleText {...texts.newsText} />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  tags: ['visual'],
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(textIn('news', globals.locale));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: <SampleText {...texts.sent} />,
    children: <SampleText {...texts.sentText} />,
  },
};

export const Warning: Story = {
  tags: ['visual'],
  args: {
    tone: 'warning',
    title: <SampleText {...texts.licence} />,
    children: (
      <>
        <SampleText {...texts.licenceText} />{' '}
        <a href="#verlaengern">
          <SampleText {...texts.renew} />
        </a>
      </>
    ),
    onDismiss: fn(),
  },
};

export const ErrorNotice: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: <SampleText {...texts.failed} />,
    children: <SampleText {...texts.failedText} />,
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(textIn('failed', globals.locale));
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const dismiss = canvas.getByRole('button', { name: /ausblenden|dismiss|masquer/i });
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

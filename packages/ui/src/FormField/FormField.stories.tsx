import { toLocale, useLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { DateField } from '../DateField';
import { FileField } from '../FileField';
import { NumberField } from '../NumberField';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { TextField } from '../TextField';
import { validate, type Rules } from '../validation';
import { DemoForm } from './DemoForm';

const economyTypes = [
  { value: 'dairy', label: 'Milchwirtschaft' },
  { value: 'livestock', label: 'Viehzucht' },
  { value: 'fattening', label: 'Mast' },
  { value: 'fruit', label: 'Obstbau' },
  { value: 'hops', label: 'Hopfen' },
  { value: 'vegetables', label: 'Gemüse' },
  { value: 'viticulture', label: 'Weinbau' },
  { value: 'contractor', label: 'Lohnunternehmen' },
  { value: 'grassland', label: 'Grünland' },
  { value: 'arable', label: 'Ackerbau' },
  { value: 'others', label: 'Sonstiges' },
];

const fertilisation = [
  { value: 'slurry', label: 'Gülle' },
  { value: 'manure', label: 'Mist' },
  { value: 'mixed', label: 'Gemischt' },
  { value: 'artificial', label: 'Mineraldünger' },
  { value: 'lime', label: 'Kalk' },
  { value: 'none', label: 'Keine' },
];

const sinceRules = 'required|length:4|numeric|max_value:2030';
const megabyte = 1024 * 1024;

/**
 * The demo labels in every language, by their German text: the fields' messages come in the
 * toolbar's language, so the labels must too. The play functions run in German, the default.
 */
const samples: Samples = {
  'Name des Hofes': { de: 'Name des Hofes', en: 'Farm name', fr: 'Nom de l’exploitation' },
  'Bewirtschaftet seit': { de: 'Bewirtschaftet seit', en: 'Farmed since', fr: 'Exploitée depuis' },
  'Das Jahr, vierstellig': {
    de: 'Das Jahr, vierstellig',
    en: 'The year, four digits',
    fr: 'L’année, à quatre chiffres',
  },
  'Eigene Fläche (ha)': {
    de: 'Eigene Fläche (ha)',
    en: 'Own area (ha)',
    fr: 'Surface en propriété (ha)',
  },
  Wirtschaftsart: { de: 'Wirtschaftsart', en: 'Type of farming', fr: 'Type d’exploitation' },
  Milchwirtschaft: { de: 'Milchwirtschaft', en: 'Dairy farming', fr: 'Production laitière' },
  Viehzucht: { de: 'Viehzucht', en: 'Livestock breeding', fr: 'Élevage' },
  Mast: { de: 'Mast', en: 'Fattening', fr: 'Engraissement' },
  Obstbau: { de: 'Obstbau', en: 'Fruit growing', fr: 'Arboriculture' },
  Hopfen: { de: 'Hopfen', en: 'Hop growing', fr: 'Culture du houblon' },
  Gemüse: { de: 'Gemüse', en: 'Vegetable growing', fr: 'Maraîchage' },
  Weinbau: { de: 'Weinbau', en: 'Viticulture', fr: 'Viticulture' },
  Lohnunternehmen: {
    de: 'Lohnunternehmen',
    en: 'Agricultural contractor',
    fr: 'Entreprise de travaux agricoles',
  },
  Grünland: { de: 'Grünland', en: 'Grassland', fr: 'Prairie' },
  Ackerbau: { de: 'Ackerbau', en: 'Arable farming', fr: 'Grandes cultures' },
  Sonstiges: { de: 'Sonstiges', en: 'Other', fr: 'Autres' },
  Düngung: { de: 'Düngung', en: 'Fertilisation', fr: 'Fertilisation' },
  Gülle: { de: 'Gülle', en: 'Slurry', fr: 'Lisier' },
  Mist: { de: 'Mist', en: 'Manure', fr: 'Fumier' },
  Gemischt: { de: 'Gemischt', en: 'Mixed', fr: 'Mixte' },
  Mineraldünger: { de: 'Mineraldünger', en: 'Mineral fertiliser', fr: 'Engrais minéral' },
  Kalk: { de: 'Kalk', en: 'Lime', fr: 'Chaux' },
  Keine: { de: 'Keine', en: 'None', fr: 'Aucune' },
  Bergbauernbetrieb: {
    de: 'Bergbauernbetrieb',
    en: 'Mountain farm',
    fr: 'Exploitation de montagne',
  },
  'Letzte Bodenprobe': {
    de: 'Letzte Bodenprobe',
    en: 'Last soil sample',
    fr: 'Dernière analyse de sol',
  },
  'Bild des Hofes': {
    de: 'Bild des Hofes',
    en: 'Picture of the farm',
    fr: 'Photo de l’exploitation',
  },
  'Ein Foto, höchstens 5 MB.': {
    de: 'Ein Foto, höchstens 5 MB.',
    en: 'A photo, 5 MB at most.',
    fr: 'Une photo, 5 Mo au maximum.',
  },
  Speichern: { de: 'Speichern', en: 'Save', fr: 'Enregistrer' },
};

/** The farm form of the personal area (SPEC.md section 3, "Farm"), with demo labels. */
function FarmForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const text = argsInLocale(
    {
      submit: 'Speichern',
      name: 'Name des Hofes',
      since: 'Bewirtschaftet seit',
      sinceHint: 'Das Jahr, vierstellig',
      area: 'Eigene Fläche (ha)',
      economyType: 'Wirtschaftsart',
      economyTypes,
      fertilisation: 'Düngung',
      fertilisations: fertilisation,
      mountainFarmer: 'Bergbauernbetrieb',
      soilSample: 'Letzte Bodenprobe',
      picture: 'Bild des Hofes',
      pictureHint: 'Ein Foto, höchstens 5 MB.',
    },
    samples,
    useLocale(),
  );
  return (
    <DemoForm submitLabel={text.submit} onSubmit={onSubmit} wide>
      <TextField name="name" label={text.name} required autoComplete="organization" />
      <TextField
        name="since"
        label={text.since}
        rules={sinceRules}
        inputMode="numeric"
        description={text.sinceHint}
      />
      <NumberField name="area" label={text.area} rules="max_value:10000" />
      <Select name="economyType" label={text.economyType} required options={text.economyTypes} />
      <RadioGroup
        name="fertilisation"
        label={text.fertilisation}
        required
        options={text.fertilisations}
      />
      <Checkbox name="mountainFarmer" label={text.mountainFarmer} />
      <DateField name="soilSample" label={text.soilSample} />
      <FileField
        name="picture"
        label={text.picture}
        accept="image/*"
        maxSize={5 * megabyte}
        description={text.pictureHint}
      />
    </DemoForm>
  );
}

const meta = {
  title: 'UI/FormField',
  component: FarmForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FarmForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and sent with the keyboard alone. */
export const FarmFormFilledIn: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name des Hofes' })).toHaveFocus();
    await userEvent.keyboard('Hörlhof');
    await userEvent.tab();
    await userEvent.keyboard('1998');
    await userEvent.tab();
    await userEvent.keyboard('12,5');
    await userEvent.tab();
    const economyType = canvas.getByRole('combobox', { name: 'Wirtschaftsart' });
    await expect(economyType).toHaveFocus();
    // The browser's own list does the arrow keys, which synthetic key events cannot reach.
    await userEvent.selectOptions(economyType, 'Grünland');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Gülle' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Mist' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Bergbauernbetrieb' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('2024-03-15');
    await userEvent.tab();
    const picture = canvas.getByLabelText(/Bild des Hofes/);
    await expect(picture).toHaveFocus();
    // Stands in for the system's file dialog, which Space or Enter opens.
    await userEvent.upload(picture, new File(['jpeg'], 'hoerlhof.jpg', { type: 'image/jpeg' }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const { picture: sent, ...values } = mocked(args.onSubmit).mock.calls[0]?.[0] ?? {};
    await expect(values).toEqual({
      name: 'Hörlhof',
      since: '1998',
      area: 12.5,
      economyType: 'grassland',
      fertilisation: 'manure',
      mountainFarmer: true,
      soilSample: '2024-03-15',
    });
    await expect((sent as File).name).toBe('hoerlhof.jpg');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('"area": 12.5');
    await expect(canvas.queryByText(/Pflichtfeld|required|obligatoire/)).toBeNull();
  },
};

/** Sent half filled in: every error shows, each linked to its field; nothing is sent. */
export const FarmFormErrorsShown: Story = {
  tags: ['visual'],
  play: async ({ args, canvas, globals }) => {
    const locale = toLocale(globals.locale as string);
    const messageOf = (value: unknown, rules: Rules, field: string) =>
      validate(value, rules, { field, locale }) as string;

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('19');
    await userEvent.tab();
    await userEvent.keyboard('zwölf');
    // Enter in a text field sends the form.
    await userEvent.keyboard('{Enter}');

    const expected: [string, HTMLElement][] = [
      [
        messageOf('', 'required', 'Name des Hofes'),
        canvas.getByRole('textbox', { name: 'Name des Hofes' }),
      ],
      [
        messageOf('19', sinceRules, 'Bewirtschaftet seit'),
        canvas.getByRole('textbox', { name: 'Bewirtschaftet seit' }),
      ],
      [
        messageOf('zwölf', 'decimal', 'Eigene Fläche (ha)'),
        canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' }),
      ],
      [
        messageOf('', 'required', 'Wirtschaftsart'),
        canvas.getByRole('combobox', { name: 'Wirtschaftsart' }),
      ],
      [messageOf('', 'required', 'Düngung'), canvas.getByRole('radiogroup', { name: 'Düngung' })],
    ];
    for (const [message, control] of expected) {
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Bergbauernbetrieb' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

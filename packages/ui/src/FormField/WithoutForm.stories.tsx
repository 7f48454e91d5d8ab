import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { NumberField } from '../NumberField';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { validate, type Validator } from '../validation';
import { demoForm, submitted, submittedValues } from './DemoForm.css';

const economyTypes = [
  { value: 'dairy', label: 'Milchwirtschaft' },
  { value: 'grassland', label: 'Grünland' },
  { value: 'arable', label: 'Ackerbau' },
];

/** The shared schema's kind of check: it knows nothing of empty values. */
const farmNameCheck: Validator = (value) =>
  typeof value === 'string' && value.trim().length < 3
    ? 'Der Name des Hofes braucht mindestens 3 Zeichen.'
    : undefined;

interface ControlledProps {
  onChange: (values: Record<string, unknown>) => void;
}

/** Fields whose values a component's state holds, without any form library. */
function ControlledFields({ onChange }: ControlledProps) {
  const [values, setValues] = useState<Record<string, unknown>>({ economyType: 'grassland' });
  const set = (name: string) => (value: unknown) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onChange(next);
  };
  return (
    <div className={demoForm}>
      <TextField
        name="email"
        label="E-Mail"
        type="email"
        required
        rules="email"
        value={values.email as string | undefined}
        onChange={set('email')}
      />
      <NumberField
        name="area"
        label="Eigene Fläche (ha)"
        value={values.area as number | undefined}
        onChange={set('area')}
      />
      <Select
        name="economyType"
        label="Wirtschaftsart"
        options={economyTypes}
        value={values.economyType as string | undefined}
        onChange={set('economyType')}
      />
      <Checkbox
        name="mountainFarmer"
        label="Bergbauernbetrieb"
        value={values.mountainFarmer === true}
        onChange={set('mountainFarmer')}
      />
      <output className={submitted}>
        <pre className={submittedValues}>{JSON.stringify(values)}</pre>
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/FormField/Without a form library',
  component: ControlledFields,
  args: { onChange: fn() },
} satisfies Meta<typeof ControlledFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `value` and `onChange`: the caller holds the values; rules and errors work as in a form. */
export const Controlled: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = toLocale(globals.locale as string);
    const email = canvas.getByRole('textbox', { name: 'E-Mail' });
    await expect(canvas.getByRole('combobox', { name: 'Wirtschaftsart' })).toHaveValue('grassland');

    await userEvent.click(email);
    await userEvent.keyboard('anna@hof');
    await userEvent.tab();
    const notAnAddress = validate('anna@hof', 'email', { field: 'E-Mail', locale }) as string;
    await expect(await canvas.findByText(notAnAddress)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(email);
    await userEvent.keyboard('.at');
    await waitFor(() => expect(canvas.queryByText(notAnAddress)).toBeNull());
    await userEvent.keyboard('{Tab}12');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Wirtschaftsart' }),
      'Ackerbau',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bergbauernbetrieb' }));

    const expected = {
      economyType: 'arable',
      email: 'anna@hof.at',
      area: 12,
      mountainFarmer: true,
    };
    await expect(args.onChange).toHaveBeenLastCalledWith(expected);
    await expect(canvas.getByRole('status')).toHaveTextContent(JSON.stringify(expected));
  },
};

/**
 * `defaultValue`: the fields hold their values; a plain GET form sends them under their names,
 * as a filter form does without JavaScript.
 */
export const Uncontrolled: Story = {
  render: function UncontrolledForm() {
    const [sent, setSent] = useState<string>();
    return (
      <form
        method="get"
        className={demoForm}
        onSubmit={(event) => {
          event.preventDefault();
          setSent(new URLSearchParams(new FormData(event.currentTarget) as never).toString());
        }}
      >
        <Select
          name="economyType"
          label="Wirtschaftsart"
          options={economyTypes}
          placeholder="Alle Wirtschaftsarten"
          defaultValue="dairy"
        />
        <RadioGroup
          name="fertilisation"
          label="Düngung"
          options={[
            { value: 'slurry', label: 'Gülle' },
            { value: 'manure', label: 'Mist' },
          ]}
          defaultValue="slurry"
        />
        <TextField name="zip" label="Postleitzahl" defaultValue="4020" autoComplete="postal-code" />
        <div>
          <Button type="submit">Anwenden</Button>
        </div>
        {sent === undefined ? null : (
          <output className={submitted}>
            <pre className={submittedValues}>{sent}</pre>
          </output>
        )}
      </form>
    );
  },
  play: async ({ canvas }) => {
    const economyType = canvas.getByRole('combobox', { name: 'Wirtschaftsart' });
    await expect(economyType).toHaveValue('dairy');
    await expect(canvas.getByRole('radio', { name: 'Gülle' })).toBeChecked();
    await userEvent.selectOptions(economyType, 'Grünland');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mist' }));
    const zip = canvas.getByRole('textbox', { name: 'Postleitzahl' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '6020');
    await userEvent.click(canvas.getByRole('button', { name: 'Anwenden' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'economyType=grassland&fertilisation=manure&zip=6020',
    );
  },
};

/** `required` and a custom check combine: empty says "required", filled the check's message. */
export const RequiredWithCheck: Story = {
  render: () => (
    <div className={demoForm}>
      <TextField name="farmName" label="Name des Hofes" required check={farmNameCheck} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = toLocale(globals.locale as string);
    const required = validate('', 'required', { field: 'Name des Hofes', locale }) as string;
    const input = canvas.getByRole('textbox', { name: 'Name des Hofes' });
    await expect(input).toBeRequired();

    await userEvent.click(input);
    await userEvent.tab();
    await expect(await canvas.findByText(required)).toBeVisible();

    await userEvent.click(input);
    await userEvent.keyboard('Ho');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Der Name des Hofes braucht mindestens 3 Zeichen.'),
    ).toBeVisible();
    await expect(canvas.queryByText(required)).toBeNull();
  },
};

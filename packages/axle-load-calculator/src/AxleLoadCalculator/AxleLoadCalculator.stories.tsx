import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { loadMessages, LocaleProvider, toLocale, type Messages } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import { axleLoadCalculatorMessages } from '../messages';
import { demoModels, workedExampleValues } from '../testing/demoModels';
import { AxleLoadCalculator } from './AxleLoadCalculator';

const withWidgetMessages: Decorator = (Story, { globals, loaded }) => (
  <LocaleProvider
    locale={toLocale(globals.locale as string)}
    messages={loaded.widgetMessages as Messages}
  >
    <Story />
  </LocaleProvider>
);

/** The axle-load calculator as CMS pages and the portal show it. */
const meta = {
  title: 'Widgets/Axle load calculator',
  component: AxleLoadCalculator,
  parameters: { router: false },
  loaders: [
    async ({ globals }) => ({
      widgetMessages: await loadMessages(toLocale(globals.locale as string), [
        uiMessages,
        axleLoadCalculatorMessages,
      ]),
    }),
  ],
  decorators: [withWidgetMessages],
  args: { models: demoModels, syncUrl: false },
} satisfies Meta<typeof AxleLoadCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

/** The "with attachments" cell of a results row. */
const withDevice = (canvasElement: HTMLElement, row: number) =>
  text(canvasElement.querySelectorAll('tbody tr')[row]?.querySelectorAll('td')[1]);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Die Ergebnisse erscheinen, sobald alle Angaben zum Traktor gültig sind.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const WorkedExample: Story = {
  args: { initialValues: { modelId: 'demo-5000', values: workedExampleValues } },
  play: async ({ canvas, canvasElement }) => {
    await expect(withDevice(canvasElement, 0)).toBe('6.600 kg');
    await expect(withDevice(canvasElement, 1)).toBe('2.320 kg');
    await expect(withDevice(canvasElement, 2)).toBe('4.280 kg');
    await expect(canvas.getByText('Alle zulässigen Werte werden eingehalten.')).toBeVisible();
    await expect(canvas.getByText('Kein Frontballast nötig.')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /Vorderachslast 2\.320 kg, Hinterachslast 4\.280 kg/ }),
    ).toBeVisible();
  },
};

export const TypingWorkedExample: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Modell'), 'Lintrac 130');
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveValue('5000');
    // Prefilled as German writes numbers.
    await expect(canvas.getByLabelText('Radstand (m)')).toHaveValue('2,5');
    await expect(withDevice(canvasElement, 0)).toBe('5.000 kg');

    await userEvent.type(canvas.getByLabelText('Gewicht vorne (kg)'), '600');
    await userEvent.type(canvas.getByLabelText('Abstand vorne (m)'), '1');
    await userEvent.type(canvas.getByLabelText('Gewicht hinten (kg)'), '1000');
    await userEvent.type(canvas.getByLabelText('Abstand hinten (m)'), '4,05');
    await expect(withDevice(canvasElement, 0)).toBe('6.600 kg');
    await expect(withDevice(canvasElement, 1)).toBe('2.320 kg');
    await expect(withDevice(canvasElement, 2)).toBe('4.280 kg');
  },
};

export const Exceeded: Story = {
  args: {
    initialValues: {
      values: { ...workedExampleValues, rearWeight: '1800', permittedTotalWeight: '7000' },
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Zulässige Werte überschritten');
    await expect(text(alert)).toContain('Gesamtgewicht um 400 kg zu hoch');
    await expect(text(alert)).toContain('Hinterachslast um 76 kg zu hoch');
    await expect(text(alert)).not.toContain('Vorderachslast');
  },
};

export const FrontAxleTooLight: Story = {
  args: {
    initialValues: {
      values: {
        ...workedExampleValues,
        frontWeight: '0',
        rearWeight: '2400',
        permittedRearAxleLoad: '9000',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const warning = canvas.getByRole('status');
    // 612 kg of 7,400 kg on the front axle; at 1 m ahead 730 kg of ballast keep it at 20 %.
    await expect(text(warning)).toContain(
      'Die Vorderachse trägt weniger als 20 % des Gesamtgewichts',
    );
    await expect(text(warning)).toContain(
      'Nötig sind mindestens 730 kg Frontballast, 1 m vor der Vorderachse.',
    );
    await expect(text(canvasElement)).toContain('Mindestballast vorne: 730 kg');
  },
};

/** A model whose manual asks 25 % on the front axle, with a heavy rear implement and no front one. */
export const FrontBallastForTheModel: Story = {
  args: {
    initialValues: {
      modelId: 'demo-unitrac',
      values: {
        netWeight: '4100',
        netFrontAxleLoad: '1640',
        netRearAxleLoad: '2460',
        wheelbase: '2,85',
        permittedFrontAxleLoad: '4700',
        permittedRearAxleLoad: '5500',
        permittedTotalWeight: '10000',
        frontWeight: '',
        frontDistance: '',
        rearWeight: '2000',
        rearDistance: '4',
      },
    },
  },
  play: async ({ canvasElement }) => {
    // Total 6,100 kg; front 2,460 + … = 833 kg, 692 kg short of 25 % (1,525 kg); ballast over
    // the axle counts in both: 692 / 0.75 = 922.7 → 930 kg.
    await expect(text(canvasElement)).toContain(
      'Die Vorderachse trägt weniger als 25 % des Gesamtgewichts',
    );
    await expect(text(canvasElement)).toContain(
      'Nötig sind mindestens 930 kg Ballast direkt über der Vorderachse, etwa als Radgewichte.',
    );
    await expect(text(canvasElement)).toContain('Mindestballast vorne: 930 kg');
  },
};

export const InvalidInput: Story = {
  args: { initialValues: { values: workedExampleValues } },
  play: async ({ canvas }) => {
    const wheelbase = canvas.getByLabelText('Radstand (m)');
    await userEvent.clear(wheelbase);
    await userEvent.type(wheelbase, '0');
    await expect(wheelbase).toHaveAttribute('aria-invalid', 'true');
    await expect(wheelbase).toHaveAccessibleDescription('Der Wert muss größer als 0 sein.');

    const rear = canvas.getByLabelText('Hinterachslast leer (kg)');
    await userEvent.clear(rear);
    await userEvent.type(rear, '-5');
    await expect(canvas.getByText('Der Wert darf nicht negativ sein.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();

    await userEvent.clear(rear);
    await userEvent.type(rear, '2800');
    await expect(
      canvas.getAllByText('Vorder- und Hinterachslast ergeben zusammen nicht das Leergewicht.'),
    ).toHaveLength(2);

    await userEvent.clear(rear);
    await userEvent.tab();
    await expect(rear).toHaveAccessibleDescription('Bitte einen Wert eingeben.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Modell')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveFocus();
    await userEvent.keyboard('4000');
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveValue('4000');
  },
};

/** The worked example as typed on an English page: decimal points. */
const englishValues = { ...workedExampleValues, wheelbase: '2.5', rearDistance: '4.05' };

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { initialValues: { values: { ...englishValues, rearWeight: '1800' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Axle load calculator' })).toBeVisible();
    await expect(withDevice(canvasElement, 0)).toBe('7,400 kg');
    await expect(text(canvas.getByRole('alert'))).toContain('Rear axle load too high by 76 kg');
  },
};

/** German thousands with a point: "5.000" kg is five thousand kilograms, not five. */
export const ThousandsWithAPoint: Story = {
  args: {
    initialValues: {
      values: {
        ...workedExampleValues,
        netWeight: '5.000',
        netFrontAxleLoad: '2.100',
        netRearAxleLoad: '2.900',
        rearWeight: '1.000',
        permittedTotalWeight: '8.000',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(withDevice(canvasElement, 0)).toBe('6.600 kg');
    await expect(withDevice(canvasElement, 1)).toBe('2.320 kg');
    await expect(withDevice(canvasElement, 2)).toBe('4.280 kg');
    await expect(canvas.getByText('Alle zulässigen Werte werden eingehalten.')).toBeVisible();
  },
};

/** "2,5" on an English page could be 2.5 or 25: a message, never a guess. */
export const AmbiguousNumberInEnglish: Story = {
  globals: { locale: 'en' },
  args: { initialValues: { values: { ...englishValues, wheelbase: '2,5' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Wheelbase (m)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { initialValues: { values: workedExampleValues } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Calculateur de charge par essieu' }),
    ).toBeVisible();
    await expect(withDevice(canvasElement, 0)).toBe('6 600 kg');
  },
};

const modelsEnvelope = { success: true, message: '', data: { data: demoModels } };

export const ModelsFromApi: Story = {
  args: { models: undefined, apiBase: 'https://api.example.test/api' },
  beforeEach: () => {
    const original = globalThis.fetch;
    globalThis.fetch = (input) =>
      String(input) === 'https://api.example.test/api/portal/models'
        ? Promise.resolve(Response.json(modelsEnvelope))
        : Promise.reject(new TypeError('offline'));
    return () => {
      globalThis.fetch = original;
    };
  },
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Modell');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, 'Geotrac 74ep');
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveValue('3000');
  },
};

export const ModelsLoading: Story = {
  args: { models: undefined, apiBase: 'https://api.example.test/api' },
  beforeEach: () => {
    const original = globalThis.fetch;
    globalThis.fetch = () => new Promise<Response>(() => {});
    return () => {
      globalThis.fetch = original;
    };
  },
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Modell');
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveDisplayValue('Modelle werden geladen …');
    // Typing works while the models load.
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toBeEnabled();
  },
};

/** Resolves the models request when the story says so. */
let arriveModels: (() => void) | undefined;

export const ModelsArriveWithoutMovingTheForm: Story = {
  args: { models: undefined, apiBase: 'https://api.example.test/api' },
  beforeEach: () => {
    const original = globalThis.fetch;
    globalThis.fetch = () =>
      new Promise<Response>((resolve) => {
        arriveModels = () => resolve(Response.json(modelsEnvelope));
      });
    return () => {
      globalThis.fetch = original;
      arriveModels = undefined;
    };
  },
  play: async ({ canvas }) => {
    const firstField = canvas.getByLabelText('Leergewicht (kg)');
    const topWhileLoading = firstField.getBoundingClientRect().top;
    await waitFor(() => expect(arriveModels).toBeDefined());
    arriveModels?.();
    await waitFor(() => expect(canvas.getByLabelText('Modell')).toBeEnabled());
    // No layout shift: what the visitor may already be typing into stays put.
    await expect(firstField.getBoundingClientRect().top).toBe(topWhileLoading);
  },
};

export const ModelsFetchFailed: Story = {
  args: { models: undefined, apiBase: 'https://api.example.test/api' },
  beforeEach: () => {
    const original = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = () => {
      calls += 1;
      return calls === 1
        ? Promise.resolve(Response.json({ message: 'down' }, { status: 503 }))
        : Promise.resolve(Response.json(modelsEnvelope));
    };
    return () => {
      globalThis.fetch = original;
    };
  },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: /erneut|Wiederholen|Nochmal/i });
    await userEvent.click(retry);
    await expect(await canvas.findByLabelText('Modell')).toBeVisible();
  },
};

/** Started with a model and no figure (a model page's link): the model's figures are filled in. */
export const StartedWithAModel: Story = {
  args: { initialValues: { modelId: 'demo-5000' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Modell')).toHaveValue('demo-5000');
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveValue('5000');
    await expect(canvas.getByLabelText('Radstand (m)')).toHaveValue('2,5');
    // Cleared by hand, a figure stays empty: the model fills in once, at the start.
    await userEvent.clear(canvas.getByLabelText('Leergewicht (kg)'));
    await userEvent.tab();
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveValue('');
  },
};

/** Started with a model the calculator does not know: no figures, and a note to type them. */
export const StartedWithAnUnknownModel: Story = {
  args: { initialValues: { modelId: 'lintrac-75' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Der Rechner kennt nicht alle Werte dieses Modells/),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Modell')).toHaveValue('');
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveValue('');
    // Picking a model fills it in and the note goes.
    await userEvent.selectOptions(canvas.getByLabelText('Modell'), 'Lintrac 130');
    await expect(canvas.getByLabelText('Leergewicht (kg)')).toHaveValue('5000');
    await expect(canvas.queryByText(/Der Rechner kennt nicht alle Werte/)).toBeNull();
  },
};

export const SharedLink: Story = {
  args: { syncUrl: true },
  beforeEach: () => {
    const original = window.location.href;
    const url = new URL(original);
    for (const [key, value] of Object.entries(workedExampleValues))
      url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', original);
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(withDevice(canvasElement, 0)).toBe('6.600 kg');
    await userEvent.clear(canvas.getByLabelText('Gewicht hinten (kg)'));
    await userEvent.type(canvas.getByLabelText('Gewicht hinten (kg)'), '1200');
    await waitFor(() => expect(window.location.search).toContain('rearWeight=1200'));
    await expect(withDevice(canvasElement, 0)).toBe('6.800 kg');
  },
};

export const Print: Story = {
  args: { initialValues: { values: workedExampleValues } },
  play: async ({ canvas }) => {
    const original = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Drucken' }));
      await expect(printed).toBe(1);
    } finally {
      window.print = original;
    }
  },
};

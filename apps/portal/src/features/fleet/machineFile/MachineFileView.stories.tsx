import type { MachineFile, ServiceEntry } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { saved } from '../../../shared/storybook/profileData';
import { approvedVehicle, phoneViewport } from '../fleetStoryData';
import { fleetMessagesLoader } from '../fleetStoryMessages';
import { MachineFileView } from './MachineFileView';

const vehicleId = approvedVehicle.id;
const done = async () => true;

const dealerService: ServiceEntry = {
  id: '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9d01',
  date: '2024-05-06',
  operatingHours: 52,
  workDone: 'Erster Service nach 50 Betriebsstunden: Motoröl und Ölfilter gewechselt.',
  parts: 'Motoröl 15W-40 (12 l), Ölfilter',
  doneBy: 'dealer',
  dealerName: 'Landtechnik Gwiggner',
  writtenBy: 'dealer',
  invoice: null,
};

const ownService: ServiceEntry = {
  id: '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9d02',
  date: '2025-04-22',
  operatingHours: 968,
  workDone: 'Motoröl und Ölfilter gewechselt, Luftfilter gereinigt.',
  parts: null,
  doneBy: 'owner',
  dealerName: null,
  writtenBy: 'owner',
  invoice: { fileName: 'rechnung-oel.pdf', contentType: 'application/pdf' },
};

const file: MachineFile = {
  documents: [
    {
      kind: 'manual',
      title: 'Betriebsanleitung Lintrac 130 (2024)',
      path: `/fleet/${vehicleId}/documents/manual`,
      demo: true,
    },
    {
      kind: 'partsList',
      title: 'Ersatzteilliste Lintrac 130 (2024)',
      path: `/fleet/${vehicleId}/documents/partsList`,
      demo: true,
    },
  ],
  serviceEntries: [ownService, dealerService],
  contracts: [
    {
      id: '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9e01',
      kind: 'warranty',
      title: 'Garantieverlängerung 5 Jahre / 5.000 Betriebsstunden',
      status: 'active',
      validFrom: '2024-03-14',
      validTo: '2029-03-13',
    },
    {
      id: '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9e02',
      kind: 'traclink',
      title: 'TracLink Smart',
      status: 'expired',
      validFrom: null,
      validTo: '2025-01-31',
    },
  ],
};

const emptyFile: MachineFile = { ...file, serviceEntries: [], contracts: [] };

/** The machine file of a vehicle: documents, service history, licences and warranty. */
const meta = {
  title: 'Portal/Fleet/Machine file',
  component: MachineFileView,
  parameters: { route: `/de/mein-lindner/fuhrpark/${vehicleId}` },
  loaders: [fleetMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    vehicleId,
    state: 'content',
    onRetry: fn(),
    file,
    onOpenDocument: fn(done),
    onAdd: fn(async () => ({ ok: true as const, data: ownService })),
    onUpdate: fn(async () => ({ ok: true as const, data: ownService })),
    onDelete: fn(done),
    onUploadInvoice: fn(saved),
    onRemoveInvoice: fn(done),
    onDownloadInvoice: fn(done),
  },
} satisfies Meta<typeof MachineFileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both documents, the history newest first (the dealer's entry read-only), the contracts. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Betriebsanleitung Lintrac 130 (2024) (PDF, Demo)' }),
    );
    await expect(args.onOpenDocument).toHaveBeenCalledWith(file.documents[0]);

    const history = within(canvas.getByRole('list', { name: 'Servicehistorie' }));
    const [own, dealers] = history.getAllByRole('listitem');
    await expect(own).toHaveTextContent('968 Betriebsstunden');
    await expect(dealers).toHaveTextContent('Händler: Landtechnik Gwiggner');
    await expect(dealers).toHaveTextContent('Vom Händler eingetragen');
    await expect(within(dealers!).queryByRole('button', { name: /löschen|Löschen/ })).toBeNull();

    await userEvent.click(history.getByRole('button', { name: 'Rechnung: rechnung-oel.pdf' }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith(ownService);

    const contracts = within(canvas.getByRole('list', { name: 'Lizenzen und Garantie' }));
    await expect(contracts.getAllByRole('listitem')[0]).toHaveTextContent('Garantie · Aktiv');
    await expect(contracts.getAllByRole('listitem')[1]).toHaveTextContent(
      'TracLink-Lizenz · Abgelaufen',
    );
  },
};

/** Deleting one's own entry asks first. */
export const DeleteService: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Löschen: Service vom / }));
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(ownService));
  },
};

/** The form of a new service; the dealer's name only once a dealer did it. */
export const AddService: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Service eintragen' }));
    const form = within(canvas.getByRole('form', { name: 'Service eintragen' }));
    await expect(form.queryByLabelText(/Name des Händlers/)).toBeNull();
    await userEvent.click(form.getByLabelText('Ein Händler'));
    await expect(form.getByLabelText(/Name des Händlers/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(form.getByLabelText(/Durchgeführte Arbeiten/)).toHaveAccessibleDescription(
      /Dieses Feld ist erforderlich/,
    );
  },
};

/** No service yet, no contract. */
export const Empty: Story = {
  args: { file: emptyFile },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Noch kein Service eingetragen.')).toBeVisible();
    await expect(
      canvas.getByText('Für dieses Fahrzeug gibt es noch keine Lizenz und keine Garantie.'),
    ).toBeVisible();
  },
};

/** The document could not be fetched (offline and never opened on this device). */
export const DocumentFailed: Story = {
  args: { onOpenDocument: fn(async () => false) },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ersatzteilliste Lintrac 130 (2024) (PDF, Demo)' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Das Dokument konnte nicht geladen werden.',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading', file: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', file: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: `/en/my-lindner/fleet/${vehicleId}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Machine file' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enter a service' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Service eintragen' }));
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** An own entry without an invoice offers to upload one; a refusal shows beside the field. */
export const AttachInvoice: Story = {
  args: {
    file: { ...file, serviceEntries: [{ ...ownService, invoice: null }] },
    onUploadInvoice: fn(async () => ({
      ok: false as const,
      message: null,
      fieldErrors: {
        invoice: 'Die Rechnung muss ein PDF oder ein Bild (JPEG, PNG oder WebP) sein.',
      },
    })),
  },
  play: async ({ args, canvas }) => {
    const field = canvas.getByLabelText(/^Rechnung: Service vom /);
    await userEvent.upload(
      field,
      new File(['%PDF-1.4'], 'rechnung.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Rechnung hochladen' }));
    await waitFor(() => expect(args.onUploadInvoice).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByText(
        'Die Rechnung muss ein PDF oder ein Bild (JPEG, PNG oder WebP) sein.',
      ),
    ).toBeVisible();
  },
};

/** Changing one's own entry: the form starts with its values. */
export const ChangeService: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Ändern: Service vom / }));
    const form = within(canvas.getByRole('form', { name: /^Ändern: Service vom / }));
    await expect(form.getByLabelText(/^Durchgeführte Arbeiten/)).toHaveValue(ownService.workDone);
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        ownService,
        expect.objectContaining({ operatingHours: 968, doneBy: 'owner' }),
      ),
    );
  },
};

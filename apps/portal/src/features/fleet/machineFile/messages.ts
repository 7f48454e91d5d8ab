import { defineMessage, defineMessages } from 'react-intl';

// The machine file's texts: catalog part `fleet` (prefix `portal.fleet.`), loaded with the
// vehicle's page.

export const machineFileMessages = defineMessages({
  title: { id: 'portal.fleet.machineFile.title', defaultMessage: 'Maschinenakte' },
  documents: { id: 'portal.fleet.machineFile.documents', defaultMessage: 'Dokumente' },
  demoNote: {
    id: 'portal.fleet.machineFile.demoNote',
    defaultMessage:
      'Demo-Dokumente: Sie zeigen, wie Betriebsanleitung und Ersatzteilliste Deines Modells hier bereitstehen. Einmal geöffnet, bleiben sie auf diesem Gerät auch ohne Verbindung verfügbar.',
  },
  documentFailed: {
    id: 'portal.fleet.machineFile.documentFailed',
    defaultMessage: 'Das Dokument konnte nicht geladen werden. Bitte versuche es noch einmal.',
  },
  history: { id: 'portal.fleet.machineFile.history', defaultMessage: 'Servicehistorie' },
  historyEmpty: {
    id: 'portal.fleet.machineFile.historyEmpty',
    defaultMessage: 'Noch kein Service eingetragen.',
  },
  addService: { id: 'portal.fleet.machineFile.addService', defaultMessage: 'Service eintragen' },
  editService: { id: 'portal.fleet.machineFile.editService', defaultMessage: 'Ändern' },
  cancel: { id: 'portal.fleet.machineFile.cancel', defaultMessage: 'Abbrechen' },
  save: { id: 'portal.fleet.machineFile.save', defaultMessage: 'Speichern' },
  date: { id: 'portal.fleet.machineFile.date', defaultMessage: 'Datum' },
  operatingHours: {
    id: 'portal.fleet.machineFile.operatingHours',
    defaultMessage: 'Betriebsstunden',
  },
  workDone: { id: 'portal.fleet.machineFile.workDone', defaultMessage: 'Durchgeführte Arbeiten' },
  parts: { id: 'portal.fleet.machineFile.parts', defaultMessage: 'Teile' },
  doneBy: { id: 'portal.fleet.machineFile.doneBy', defaultMessage: 'Wer hat den Service gemacht?' },
  doneByOwner: { id: 'portal.fleet.machineFile.doneByOwner', defaultMessage: 'Ich selbst' },
  doneByDealer: { id: 'portal.fleet.machineFile.doneByDealer', defaultMessage: 'Ein Händler' },
  dealerName: { id: 'portal.fleet.machineFile.dealerName', defaultMessage: 'Name des Händlers' },
  byOwner: { id: 'portal.fleet.machineFile.byOwner', defaultMessage: 'Selbst gemacht' },
  writtenByDealer: {
    id: 'portal.fleet.machineFile.writtenByDealer',
    defaultMessage: 'Vom Händler eingetragen',
  },
  delete: { id: 'portal.fleet.machineFile.delete', defaultMessage: 'Löschen' },
  invoice: { id: 'portal.fleet.machineFile.invoice', defaultMessage: 'Rechnung' },
  invoiceHint: {
    id: 'portal.fleet.machineFile.invoiceHint',
    defaultMessage: 'PDF oder Bild (JPEG, PNG, WebP), höchstens 10 MB',
  },
  attachInvoice: {
    id: 'portal.fleet.machineFile.attachInvoice',
    defaultMessage: 'Rechnung hochladen',
  },
  invoiceFailed: {
    id: 'portal.fleet.machineFile.invoiceFailed',
    defaultMessage: 'Die Rechnung konnte nicht geladen werden. Bitte versuche es noch einmal.',
  },
  removeInvoice: {
    id: 'portal.fleet.machineFile.removeInvoice',
    defaultMessage: 'Rechnung entfernen',
  },
  contracts: {
    id: 'portal.fleet.machineFile.contracts',
    defaultMessage: 'Lizenzen und Garantie',
  },
  contractsEmpty: {
    id: 'portal.fleet.machineFile.contractsEmpty',
    defaultMessage: 'Für dieses Fahrzeug gibt es noch keine Lizenz und keine Garantie.',
  },
  traclink: { id: 'portal.fleet.machineFile.kind.traclink', defaultMessage: 'TracLink-Lizenz' },
  warranty: { id: 'portal.fleet.machineFile.kind.warranty', defaultMessage: 'Garantie' },
  saved: { id: 'portal.fleet.machineFile.saved', defaultMessage: 'Service gespeichert.' },
  deleted: { id: 'portal.fleet.machineFile.deleted', defaultMessage: 'Service gelöscht.' },
  invoiceSaved: {
    id: 'portal.fleet.machineFile.invoiceSaved',
    defaultMessage: 'Rechnung gespeichert.',
  },
  invoiceRemoved: {
    id: 'portal.fleet.machineFile.invoiceRemoved',
    defaultMessage: 'Rechnung entfernt.',
  },
});

/** The status of a licence or warranty, as the contract pages name them. */
export const contractStatusMessages = defineMessages({
  active: { id: 'portal.fleet.machineFile.status.active', defaultMessage: 'Aktiv' },
  expiring: { id: 'portal.fleet.machineFile.status.expiring', defaultMessage: 'Läuft bald ab' },
  expired: { id: 'portal.fleet.machineFile.status.expired', defaultMessage: 'Abgelaufen' },
  ordered: {
    id: 'portal.fleet.machineFile.status.ordered',
    defaultMessage: 'Bestellt, in Bearbeitung',
  },
  equipped: { id: 'portal.fleet.machineFile.status.equipped', defaultMessage: 'Eingebaut' },
  cancelled: { id: 'portal.fleet.machineFile.status.cancelled', defaultMessage: 'Wird gekündigt' },
  upgrade: { id: 'portal.fleet.machineFile.status.upgrade', defaultMessage: 'Upgrade' },
});

/** "Betriebsanleitung Lintrac 110 (2024) (PDF, Demo)": a document's button. */
export const documentLabel = defineMessage<{ title: string }>({
  id: 'portal.fleet.machineFile.documentLabel',
  defaultMessage: '{title} (PDF, Demo)',
});

/** A period of a contract: "14. März 2024 – 13. März 2029". */
export const contractPeriod = defineMessage<{ from: string; to: string }>({
  id: 'portal.fleet.machineFile.contractPeriod',
  defaultMessage: '{from} – {to}',
});

/** "bis 13. März 2029": a period without a known start. */
export const contractUntil = defineMessage<{ to: string }>({
  id: 'portal.fleet.machineFile.contractUntil',
  defaultMessage: 'bis {to}',
});

/** "1.790 Betriebsstunden": the hours of a service. */
export const serviceHours = defineMessage<{ hours: string }>({
  id: 'portal.fleet.machineFile.serviceHours',
  defaultMessage: '{hours} Betriebsstunden',
});

/** "Händler: Landtechnik Gwiggner": who did it, when a dealer did. */
export const doneByDealerName = defineMessage<{ dealer: string }>({
  id: 'portal.fleet.machineFile.doneByDealerName',
  defaultMessage: 'Händler: {dealer}',
});

/** Names the entry its actions act on, for screen readers. */
export const serviceOfDay = defineMessage<{ action: string; date: string }>({
  id: 'portal.fleet.machineFile.serviceOfDay',
  defaultMessage: '{action}: Service vom {date}',
});

export const deleteServiceQuestion = defineMessage<{ date: string }>({
  id: 'portal.fleet.machineFile.deleteQuestion',
  defaultMessage: 'Den Service vom {date} wirklich löschen?',
});

export const invoiceDownload = defineMessage<{ fileName: string }>({
  id: 'portal.fleet.machineFile.invoiceDownload',
  defaultMessage: 'Rechnung: {fileName}',
});

export const removeInvoiceQuestion = defineMessage<{ date: string }>({
  id: 'portal.fleet.machineFile.removeInvoiceQuestion',
  defaultMessage: 'Die Rechnung zum Service vom {date} wirklich entfernen?',
});

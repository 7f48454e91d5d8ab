import { defineMessages } from '@lindner/i18n/core';

/** Answers of the machine file's calls and the titles of its documents. */
export const machineFileMessages = defineMessages({
  documentNotFound: {
    id: 'server.machineFile.documentNotFound',
    defaultMessage: 'Dieses Dokument gibt es zu diesem Fahrzeug nicht.',
  },
  manualTitle: {
    id: 'server.machineFile.manualTitle',
    description: 'model: a model name such as "Lintrac 130"; year: its year of construction',
    defaultMessage: 'Betriebsanleitung {model} ({year})',
  },
  partsListTitle: {
    id: 'server.machineFile.partsListTitle',
    description: 'model: a model name such as "Lintrac 130"; year: its year of construction',
    defaultMessage: 'Ersatzteilliste {model} ({year})',
  },
  entryNotFound: {
    id: 'server.machineFile.entryNotFound',
    defaultMessage: 'Diesen Eintrag gibt es in der Servicehistorie dieses Fahrzeugs nicht.',
  },
  entryByDealer: {
    id: 'server.machineFile.entryByDealer',
    defaultMessage:
      'Diesen Eintrag hat Dein Händler geschrieben. Du kannst ihn nicht ändern oder löschen.',
  },
  entrySaved: {
    id: 'server.machineFile.entrySaved',
    defaultMessage: 'Service-Eintrag gespeichert.',
  },
  entryDeleted: {
    id: 'server.machineFile.entryDeleted',
    defaultMessage: 'Service-Eintrag gelöscht.',
  },
  invoiceSaved: { id: 'server.machineFile.invoiceSaved', defaultMessage: 'Rechnung gespeichert.' },
  invoiceDeleted: {
    id: 'server.machineFile.invoiceDeleted',
    defaultMessage: 'Rechnung entfernt.',
  },
  invoiceNotFound: {
    id: 'server.machineFile.invoiceNotFound',
    defaultMessage: 'Zu diesem Eintrag gibt es keine Rechnung.',
  },
  invoiceType: {
    id: 'server.machineFile.invoiceType',
    defaultMessage: 'Die Rechnung muss ein PDF oder ein Bild (JPEG, PNG oder WebP) sein.',
  },
  invoiceActive: {
    id: 'server.machineFile.invoiceActive',
    defaultMessage:
      'Dieses PDF enthält Skripte, automatische Aktionen oder eingebettete Dateien. Bitte lade eine einfache PDF-Datei hoch.',
  },
  invoiceTooLarge: {
    id: 'server.machineFile.invoiceTooLarge',
    defaultMessage: 'Die Rechnung darf höchstens 10 MB groß sein.',
  },
  invoiceRequired: {
    id: 'server.machineFile.invoiceRequired',
    defaultMessage: 'Bitte wähle eine Rechnung (PDF oder Bild) aus.',
  },
});

import { defineMessage, defineMessages } from 'react-intl';

// The comparison's texts; part of the used machines' catalog part (`portal.usedMachines.`).

export const compareMessages = defineMessages({
  title: { id: 'portal.usedMachines.compare.title', defaultMessage: 'Maschinen vergleichen' },
  description: {
    id: 'portal.usedMachines.compare.description',
    defaultMessage:
      'Bis zu vier gebrauchte Lindner und Vorführmaschinen nebeneinander: Preis, Zustand, Ausstattung und Abmessungen auf einen Blick.',
  },
  intro: {
    id: 'portal.usedMachines.compare.intro',
    defaultMessage: 'Bis zu vier Maschinen nebeneinander. Zeilen mit Unterschieden sind markiert.',
  },
  table: { id: 'portal.usedMachines.compare.table', defaultMessage: 'Vergleich der Maschinen' },
  scrollHint: {
    id: 'portal.usedMachines.compare.scrollHint',
    defaultMessage: 'Vergleichstabelle, seitlich scrollbar',
  },
  field: { id: 'portal.usedMachines.compare.field', defaultMessage: 'Merkmal' },
  onlyDifferences: {
    id: 'portal.usedMachines.compare.onlyDifferences',
    defaultMessage: 'Nur Unterschiede',
  },
  differs: { id: 'portal.usedMachines.compare.differs', defaultMessage: 'Unterschiedlich' },
  noDifferences: {
    id: 'portal.usedMachines.compare.noDifferences',
    defaultMessage: 'Die Maschinen unterscheiden sich in keinem Merkmal.',
  },
  notGiven: { id: 'portal.usedMachines.compare.notGiven', defaultMessage: 'Keine Angabe' },
  print: { id: 'portal.usedMachines.compare.print', defaultMessage: 'Drucken' },
  remove: { id: 'portal.usedMachines.compare.remove', defaultMessage: 'Entfernen' },
  details: { id: 'portal.usedMachines.compare.details', defaultMessage: 'Zur Maschine' },
  emptyTitle: {
    id: 'portal.usedMachines.compare.emptyTitle',
    defaultMessage: 'Noch keine Maschinen zum Vergleichen',
  },
  emptyText: {
    id: 'portal.usedMachines.compare.emptyText',
    defaultMessage:
      'Merke Dir in der Suche oder auf der Seite einer Maschine mit „Merken“ die Maschinen, die Dich interessieren. Sobald zwei auf Deiner Merkliste sind, kannst Du bis zu vier davon hier vergleichen.',
  },
  toList: { id: 'portal.usedMachines.compare.toList', defaultMessage: 'Zu den Gebrauchtmaschinen' },
  loadFailed: {
    id: 'portal.usedMachines.compare.loadFailed',
    defaultMessage: 'Die Maschinen konnten gerade nicht geladen werden.',
  },
});

/** A machine of the address that is no longer offered (or never was). */
export const missingMachineMessage = defineMessage<{ count: number }>({
  id: 'portal.usedMachines.compare.missing',
  defaultMessage:
    '{count, plural, one {Eine Maschine ist nicht mehr im Angebot und fehlt im Vergleich.} other {# Maschinen sind nicht mehr im Angebot und fehlen im Vergleich.}}',
});

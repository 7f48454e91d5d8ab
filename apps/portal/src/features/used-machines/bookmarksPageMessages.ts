import { defineMessage, defineMessages } from 'react-intl';

// The bookmarks page ("Merkliste", issue 16 point 4) of the personal area: its texts are in the
// used machines' catalog part (`portal.usedMachines.`, messages/parts.json), which the page loads.

export const bookmarksPageMessages = defineMessages({
  title: { id: 'portal.usedMachines.bookmarksPage.title', defaultMessage: 'Merkliste' },
  machines: {
    id: 'portal.usedMachines.bookmarksPage.machines',
    defaultMessage: 'Gemerkte Maschinen',
  },
  empty: {
    id: 'portal.usedMachines.bookmarksPage.empty',
    defaultMessage:
      'Du hast Dir noch keine Maschine gemerkt. In der Liste der Gebrauchtmaschinen und auf der Seite jeder Maschine kannst Du sie Dir merken; hier findest Du sie dann wieder und kannst sie vergleichen.',
  },
  toList: {
    id: 'portal.usedMachines.bookmarksPage.toList',
    defaultMessage: 'Zu den Gebrauchtmaschinen',
  },
  remove: { id: 'portal.usedMachines.bookmarksPage.remove', defaultMessage: 'Entfernen' },
  removeFailed: {
    id: 'portal.usedMachines.bookmarksPage.removeFailed',
    defaultMessage: 'Die Maschine konnte gerade nicht von der Merkliste entfernt werden.',
  },
  compare: { id: 'portal.usedMachines.bookmarksPage.compare', defaultMessage: 'Vergleichen' },
  compareSelected: {
    id: 'portal.usedMachines.bookmarksPage.compareSelected',
    defaultMessage: 'Ausgewählte vergleichen',
  },
  compareHint: {
    id: 'portal.usedMachines.bookmarksPage.compareHint',
    defaultMessage: 'Wähle mindestens zwei Maschinen zum Vergleichen.',
  },
});

export const compareFullMessage = defineMessage<{ max: number }>({
  id: 'portal.usedMachines.bookmarksPage.compareFull',
  defaultMessage:
    'Du kannst höchstens {max, number} Maschinen vergleichen. Nimm eine heraus, um eine andere zu wählen.',
});

export const compareCountMessage = defineMessage<{ count: number; max: number }>({
  id: 'portal.usedMachines.bookmarksPage.compareCount',
  defaultMessage: '{count, number} von {max, number} zum Vergleich gewählt',
});

/** An action's accessible name with the machine it acts on: "Entfernen: Lindner Lintrac 110". */
export const bookmarkActionMessage = defineMessage<{ action: string; name: string }>({
  id: 'portal.usedMachines.bookmarksPage.action',
  defaultMessage: '{action}: {name}',
});

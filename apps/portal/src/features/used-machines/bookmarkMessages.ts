import { defineMessage, defineMessages } from 'react-intl';

// The bookmarks' ("Merkliste") texts on the public used-machine pages; in the catalog part of
// the used machines' small islands (portalUsedMachinesControlsMessages).

export const bookmarkMessages = defineMessages({
  bookmark: { id: 'portal.usedMachines.bookmarks.bookmark', defaultMessage: 'Merken' },
  bookmarked: { id: 'portal.usedMachines.bookmarks.bookmarked', defaultMessage: 'Gemerkt' },
  compare: { id: 'portal.usedMachines.bookmarks.compare', defaultMessage: 'Vergleichen' },
  showList: {
    id: 'portal.usedMachines.bookmarks.showList',
    defaultMessage: 'Merkliste öffnen',
  },
  failed: {
    id: 'portal.usedMachines.bookmarks.failed',
    defaultMessage:
      'Die Merkliste konnte gerade nicht geändert werden. Bitte versuche es noch einmal.',
  },
});

/** The bar: "Merkliste: 2 Maschinen". */
export const bookmarkCountMessage = defineMessage<{ count: number }>({
  id: 'portal.usedMachines.bookmarks.count',
  defaultMessage: 'Merkliste: {count, plural, one {# Maschine} other {# Maschinen}}',
});

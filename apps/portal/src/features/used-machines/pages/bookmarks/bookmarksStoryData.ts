import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import type { MachineBookmark, SavedMachineSearch } from '@lindner/api/schema';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../../../messages';
import { portalUsedMachinesMessages } from '../../../../messages/usedMachines';
import { machineSummaries } from '../../machineFixtures';

// The bookmarks page's stories: its texts, bookmarked machines and saved searches.

export { phoneViewport } from '../../../../shared/storybook/viewports';

/** The personal area's messages and the used machines' part, which the page loads. */
export const bookmarksMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalUsedMachinesMessages,
  ]),
});

const [lintrac, unitrac, steyr] = machineSummaries as [
  (typeof machineSummaries)[number],
  (typeof machineSummaries)[number],
  (typeof machineSummaries)[number],
];

/** Three bookmarked machines, newest first: VAT included, VAT not shown, price on request. */
export const bookmarks: MachineBookmark[] = [
  { machine: lintrac, bookmarkedAt: '2026-11-20T09:15:00+01:00' },
  { machine: unitrac, bookmarkedAt: '2026-11-18T17:40:00+01:00' },
  { machine: steyr, bookmarkedAt: '2026-11-02T08:05:00+01:00' },
];

/** Five bookmarks: one more than the comparison takes. */
export const manyBookmarks: MachineBookmark[] = [
  ...bookmarks,
  {
    machine: { ...lintrac, id: 'm-24101', identifier: 'GM-24101', model: 'Lintrac 130' },
    bookmarkedAt: '2026-10-30T10:00:00+01:00',
  },
  {
    machine: { ...unitrac, id: 'm-24102', identifier: 'GM-24102', model: 'Unitrac 112 LDrive' },
    bookmarkedAt: '2026-10-28T10:00:00+01:00',
  },
];

/** Two saved searches: one mailed already, one for every machine not yet. */
export const savedSearches: SavedMachineSearch[] = [
  {
    id: 'search-1',
    name: 'Lintrac bis 50.000 €',
    query: 'type=used&class=tractor&model=lintrac-110&yearMin=2018&price=upTo50',
    createdAt: '2026-11-10T08:00:00+01:00',
    lastMailedAt: '2026-11-23T06:00:00+01:00',
  },
  {
    id: 'search-2',
    name: 'Alles in der Nähe',
    query: 'zip=6250&radius=100',
    createdAt: '2026-11-21T19:30:00+01:00',
    lastMailedAt: null,
  },
];

import type { ContestKind, DrawerAgeBand } from '@lindner/api/schema';
import type { RouteName } from '@lindner/i18n';
import type { IntlShape } from 'react-intl';
import { entryFormMessages } from './formMessages';

/** The route of each contest's page. */
export const contestRoutes = {
  'photo-contest': 'photo-contest',
  'drawing-contest': 'drawing-contest',
  'moment-contest': 'moment-contest',
} as const satisfies Record<ContestKind, RouteName>;

/** A deadline, in Austria's time: "31. Dezember 2026, 23:59". */
export const formatDeadline = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Vienna' });

/** A stated day (`YYYY-MM-DD`): "19. Dezember 2025". */
export const formatDay = (intl: IntlShape, day: string) =>
  intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });

const ageBands = {
  'up-to-6': entryFormMessages.ageUpTo6,
  '7-10': entryFormMessages.age7To10,
  '11-14': entryFormMessages.age11To14,
} as const;

export const formatAgeBand = (intl: IntlShape, band: DrawerAgeBand) =>
  intl.formatMessage(ageBands[band]);

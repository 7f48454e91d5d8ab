import { contestKinds, isContestKind } from '@lindner/api/schema';
import { isLocale, type Locale } from '@lindner/i18n/core';
import type { Orm } from '../../database/connection';
import type { EditorialSource } from '../../plugins/editorialSources';
import { toEditorialEntry } from './answers';
import { decideEntry, entriesOf, pendingEntries } from './repository';
import { startOfNextWorkingDay } from './workingDays';

/**
 * The contest entries as the editorial review sees them. Approved, a photo or a moment is public
 * at once, a drawing from the start of the next working day in Austria (SPEC.md section 4).
 */
export function contestEditorialSource(orm: Orm): EditorialSource {
  return {
    kinds: contestKinds,
    async pending() {
      return (await pendingEntries(orm)).map(toEditorialEntry);
    },
    async writtenBy(userId) {
      return (await entriesOf(orm, userId)).map(toEditorialEntry);
    },
    async decide(kind, id, decision) {
      if (!isContestKind(kind) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
      const { now, staffUserId } = decision;
      const row = await decideEntry(orm, kind, id, {
        staffUserId,
        now,
        ...(decision.approve
          ? {
              state: 'approved',
              reason: null,
              publishedAt: kind === 'drawing-contest' ? startOfNextWorkingDay(now) : now,
            }
          : { state: 'rejected', reason: decision.reason, publishedAt: null }),
      });
      if (!row) return null;
      const locale: Locale = isLocale(row.locale) ? row.locale : 'de';
      return { entry: toEditorialEntry(row), writer: { email: row.email, locale } };
    },
  };
}

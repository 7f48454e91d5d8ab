import type { Orm } from '../../database/connection';
import type { EditorialSource } from '../../plugins/editorialSources';
import { toEditorialEntry } from './entryAnswers';
import { decideEntry, loadPending, loadWrittenBy } from './repository';

/**
 * The guestbook's entries as the editorial review sees them: approving one publishes it now,
 * rejecting it keeps the reason (the review mails it to the writer, in the writer's language).
 */
export function guestbookSource(orm: Orm): EditorialSource {
  return {
    kinds: ['guestbook'],
    async pending() {
      return (await loadPending(orm)).map(toEditorialEntry);
    },
    async writtenBy(userId) {
      return (await loadWrittenBy(orm, userId)).map(toEditorialEntry);
    },
    async decide(kind, id, decision) {
      if (kind !== 'guestbook') return null;
      const row = await decideEntry(orm, id, decision);
      if (!row) return null;
      return {
        entry: toEditorialEntry(row),
        writer: { email: row.writerEmail, locale: row.locale },
      };
    },
  };
}

import { isLocale, fallbackLocale } from '@lindner/i18n/core';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import type { EditorialSource } from '../../plugins/editorialSources';
import { toEditorialEntry } from './reportAnswers';
import { decideReport, loadReports } from './repository';
import { userReports } from './tables';

/** Every id is a UUID; anything else names no report (and reaches no SQL). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user reports as the editorial review sees them: the pending ones (oldest first), a
 * writer's own (newest first), and the decision on a pending one: approved, it is public from
 * now; rejected, it keeps staff's reason. The writer's e-mail and language go with the decision
 * for its mail.
 */
export function userReportSource(orm: Orm): EditorialSource {
  return {
    kinds: ['user-report'],
    async pending() {
      const reports = await loadReports(orm, eq(userReports.state, 'pending'), 'oldest');
      return reports.map(toEditorialEntry);
    },
    async writtenBy(userId) {
      if (!uuidPattern.test(userId)) return [];
      const reports = await loadReports(orm, eq(userReports.userId, userId), 'newest');
      return reports.map(toEditorialEntry);
    },
    async decide(kind, id, decision) {
      if (kind !== 'user-report' || !uuidPattern.test(id)) return null;
      const row = await decideReport(orm, id, {
        approve: decision.approve,
        reason: decision.approve ? null : decision.reason,
        staffUserId: decision.staffUserId,
        now: decision.now,
      });
      if (!row) return null;
      const [report] = await loadReports(orm, eq(userReports.id, row.id), 'newest');
      return {
        entry: toEditorialEntry(report!),
        writer: {
          email: row.email,
          locale: isLocale(row.locale) ? row.locale : fallbackLocale,
          ...(row.userId ? { userId: row.userId } : {}),
        },
      };
    },
  };
}

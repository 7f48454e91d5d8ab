import type {
  EditorialEntry,
  UserReport,
  UserReportPicture,
  UserReportSummary,
} from '@lindner/api/schema';
import { isLocale, languageOf } from '@lindner/i18n/core';
import type { LoadedReport } from './repository';

/** A report picture's API path below the client segment: `/user-reports/{id}/pictures/{n}`. */
export const reportPicturePath = (reportId: string, position: number) =>
  `/user-reports/${reportId}/pictures/${position}`;

function picturesOf(report: LoadedReport): UserReportPicture[] {
  return report.pictures.map(({ position, width, height }) => ({
    path: reportPicturePath(report.id, position),
    width,
    height,
  }));
}

const languageOfReport = (report: LoadedReport) =>
  isLocale(report.locale) ? languageOf(report.locale) : 'de';

/** A published report in the list: never the writer's e-mail or surname. */
export function toSummary(report: LoadedReport): UserReportSummary {
  return {
    id: report.id,
    slug: report.slug,
    model: { id: report.modelId, name: report.modelName },
    title: report.title,
    firstName: report.firstName,
    region: report.region,
    publishedAt: (report.publishedAt ?? report.createdAt).toISOString(),
    picture: picturesOf(report)[0] ?? null,
    language: languageOfReport(report),
  };
}

/** A published report's page. */
export function toReport(report: LoadedReport): UserReport {
  return { ...toSummary(report), text: report.text, pictures: picturesOf(report) };
}

/** A report as the editorial review shows it. */
export function toEditorialEntry(report: LoadedReport): EditorialEntry {
  return {
    kind: 'user-report',
    id: report.id,
    title: `${report.modelName}: ${report.title}`,
    text: report.text,
    files: report.pictures.map(({ position }) => ({
      name: `${report.slug}-${position}.webp`,
      path: reportPicturePath(report.id, position),
      contentType: 'image/webp',
    })),
    videoUrl: null,
    writerName: report.firstName,
    submittedAt: report.createdAt.toISOString(),
    state: report.state,
    reason: report.reason,
    publishedAt: report.publishedAt?.toISOString() ?? null,
    reply: null,
  };
}

import { apiMessages } from '@lindner/api';
import type { ContestDetail, ContestSummary } from '@lindner/api/schema';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../../messages';
import {
  portalContestFormMessages,
  portalContestsMessages,
  portalContestVoteMessages,
} from '../../messages/contests';

// The contest pages' stories: their texts and the contests as the API answers.

export { phoneViewport } from '../../shared/storybook/viewports';

export const contestsMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    portalMessages,
    portalContestsMessages,
    portalContestVoteMessages,
    portalContestFormMessages,
  ]),
});

/** A picture that needs no server: a small SVG. */
const picture = (colour: string, alt: string) => {
  const src = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/></svg>`,
  )}`;
  return {
    versions: { contest: { xs: src, md: src, 'xs@2x': src, 'md@2x': src } },
    alt,
    width: 320,
    height: 240,
  };
};

export const photoContest: ContestDetail = {
  id: 'photo-contest',
  title: 'Fotowettbewerb: Dein Lindner im Einsatz',
  intro: 'Zeig uns Deinen Lindner bei der Arbeit.',
  prize: 'Das Foto mit den meisten Stimmen gewinnt einen Werksbesuch für zwei Personen.',
  textLanguage: 'de',
  submissionDeadline: '2027-01-07T22:59:00.000Z',
  open: true,
  prizeDrawOn: null,
  entryCount: 2,
  entries: [
    {
      id: '7a3e5c10-0c1d-4e6f-8a01-000000000003',
      title: 'Nebelmorgen',
      name: 'Anna',
      ageBand: null,
      picture: picture('#6f8f4e', 'Nebelmorgen'),
      videoUrl: null,
      publishedAt: '2026-11-20T10:00:00.000Z',
      votes: 3,
    },
    {
      id: '7a3e5c10-0c1d-4e6f-8a01-000000000001',
      title: 'Erntezeit im Unterland',
      name: 'Maria',
      ageBand: null,
      picture: picture('#c9a14a', 'Erntezeit im Unterland'),
      videoUrl: null,
      publishedAt: '2026-11-10T10:00:00.000Z',
      votes: 1,
    },
  ],
};

export const drawingContest: ContestDetail = {
  ...photoContest,
  id: 'drawing-contest',
  title: 'Zeichenwettbewerb für Kinder',
  intro: 'Kinder bis 14 Jahre zeichnen ihren Traumtraktor.',
  prize: 'Hauptpreis: ein Lindner-Trettraktor.',
  prizeDrawOn: '2025-12-19',
  entryCount: 1,
  entries: [
    {
      id: '7a3e5c10-0c1d-4e6f-8a01-000000000011',
      title: null,
      name: 'Lena',
      ageBand: '7-10',
      picture: picture('#fffdf5', ''),
      videoUrl: null,
      publishedAt: '2026-11-18T10:00:00.000Z',
      votes: 9,
    },
  ],
};

export const momentContest: ContestDetail = {
  ...photoContest,
  id: 'moment-contest',
  title: 'Lindner-Momente',
  intro: 'Dein schönster Moment mit Lindner.',
  prize: 'Wir verlosen drei Fanpakete.',
  submissionDeadline: '2026-11-25T10:00:00.000Z',
  open: false,
  entryCount: 1,
  entries: [
    {
      id: '7a3e5c10-0c1d-4e6f-8a01-000000000022',
      title: 'Schneeräumung im Dorf um fünf Uhr früh.',
      name: 'Petra',
      ageBand: null,
      picture: null,
      videoUrl: 'https://video.example.com/lindner-momente/schneeraeumung',
      publishedAt: '2026-11-04T10:00:00.000Z',
      votes: 4,
    },
  ],
};

const summaryOf = ({ entries: _entries, ...summary }: ContestDetail): ContestSummary => summary;

export const contestList: ContestSummary[] = [photoContest, drawingContest, momentContest].map(
  summaryOf,
);

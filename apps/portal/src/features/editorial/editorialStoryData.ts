import type { EditorialEntry } from '@lindner/api/schema';

export { phoneViewport } from '../../shared/storybook/viewports';

/** "Today" of the stories, so that dates read the same on every day they run. */
export const storyToday = new Date('2026-11-28T10:00:00Z');

const entry = (fields: Partial<EditorialEntry> & Pick<EditorialEntry, 'kind' | 'id'>) =>
  ({
    title: '',
    text: '',
    files: [],
    videoUrl: null,
    writerName: 'Josef Brunner',
    submittedAt: '2026-11-20T09:15:00.000Z',
    state: 'pending',
    reason: null,
    publishedAt: null,
    reply: null,
    ...fields,
  }) satisfies EditorialEntry;

/** The queue: one entry of every kind, oldest first. */
export const pendingEntries: EditorialEntry[] = [
  entry({
    kind: 'guestbook',
    id: '5e0a1c2d-0000-4000-8000-000000000001',
    title: 'Danke für den Service in Kundl',
    text: 'Unser Geotrac 94 läuft seit 12 Jahren.\nDanke an die Werkstatt für die schnelle Hilfe!',
    writerName: 'Maria Huber',
    submittedAt: '2026-11-18T08:30:00.000Z',
    files: [
      {
        name: 'werkstatt.jpg',
        path: '/guestbook/entries/5e0a1c2d-0000-4000-8000-000000000001/attachment',
        contentType: 'image/jpeg',
      },
    ],
  }),
  entry({
    kind: 'user-report',
    id: '5e0a1c2d-0000-4000-8000-000000000002',
    title: 'Lintrac 130 im Steilhang <b>ohne</b> Probleme',
    text: 'Mit dem Lintrac mähen wir Hänge bis 60 % Neigung. <script>alert(1)</script>',
    writerName: 'Josef',
    submittedAt: '2026-11-19T14:00:00.000Z',
  }),
  entry({
    kind: 'photo-contest',
    id: '5e0a1c2d-0000-4000-8000-000000000003',
    title: 'Abendstimmung am Hof',
    submittedAt: '2026-11-20T17:45:00.000Z',
    files: [
      {
        name: 'abendstimmung.jpg',
        path: '/contests/entries/5e0a1c2d-0000-4000-8000-000000000003/picture',
        contentType: 'image/jpeg',
      },
    ],
  }),
  entry({
    kind: 'drawing-contest',
    id: '5e0a1c2d-0000-4000-8000-000000000004',
    title: 'Mein roter Traktor',
    writerName: 'Lena (8 Jahre)',
    submittedAt: '2026-11-22T11:00:00.000Z',
    files: [
      {
        name: 'zeichnung.pdf',
        path: '/contests/entries/5e0a1c2d-0000-4000-8000-000000000004/picture',
        contentType: 'application/pdf',
      },
    ],
  }),
  entry({
    kind: 'moment-contest',
    id: '5e0a1c2d-0000-4000-8000-000000000005',
    title: 'Erster Schnee beim Räumen',
    text: 'Unser Unitrac beim ersten Schneeräumen des Winters.',
    videoUrl: 'https://video.example.com/watch?v=schnee',
    submittedAt: '2026-11-25T06:20:00.000Z',
  }),
];

/** A writer's entries in every state, newest first. */
export const myEntries: EditorialEntry[] = [
  entry({
    kind: 'drawing-contest',
    id: '5e0a1c2d-0000-4000-8000-000000000011',
    title: 'Traktor im Schnee',
    submittedAt: '2026-11-27T16:00:00.000Z',
    state: 'approved',
    publishedAt: '2026-11-30T07:00:00.000Z',
  }),
  entry({
    kind: 'user-report',
    id: '5e0a1c2d-0000-4000-8000-000000000012',
    title: 'Lintrac 130 im Steilhang',
    text: 'Mit dem Lintrac mähen wir Hänge bis 60 % Neigung.',
    submittedAt: '2026-11-24T09:00:00.000Z',
    state: 'rejected',
    reason: 'Bitte lade ein Foto hoch, auf dem der Traktor zu sehen ist.\nDanke!',
  }),
  entry({
    kind: 'guestbook',
    id: '5e0a1c2d-0000-4000-8000-000000000013',
    title: 'Frage zum Ersatzteil',
    text: 'Gibt es den Sitz des BF 22 noch?',
    submittedAt: '2026-11-21T10:00:00.000Z',
    state: 'approved',
    publishedAt: '2026-11-22T08:00:00.000Z',
    reply: 'Ja, Dein Händler bestellt ihn Dir gerne.',
  }),
  entry({
    kind: 'photo-contest',
    id: '5e0a1c2d-0000-4000-8000-000000000014',
    title: 'Abendstimmung am Hof',
    submittedAt: '2026-11-20T17:45:00.000Z',
  }),
];

/** Approved guestbook entries that have no answer yet. */
export const unansweredEntries: EditorialEntry[] = [
  entry({
    kind: 'guestbook',
    id: '5e0a1c2d-0000-4000-8000-000000000011',
    title: 'Gibt es eine Frontzapfwelle für den Lintrac 90?',
    text: 'Gibt es eine Frontzapfwelle für den Lintrac 90, oder nur ab Werk?',
    writerName: 'Georg Pichler',
    submittedAt: '2026-11-10T09:15:00.000Z',
    state: 'approved',
    publishedAt: '2026-11-11T08:00:00.000Z',
  }),
];

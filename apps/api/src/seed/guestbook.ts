import { readFile } from 'node:fs/promises';
import type { GuestbookEntryKind } from '@lindner/api/schema';
import type { Locale } from '@lindner/i18n/core';
import type { Database } from '../database/connection';
import { guestbookEntries } from '../modules/guestbook/tables';
import { machinePhotoDir } from '../plugins/photoCatalogue';

type Writer = Pick<Database['orm'], 'insert'>;

/** One demo entry. Names and addresses are made up; `example.com` receives nothing. */
interface EntrySeed {
  id: string;
  kind: GuestbookEntryKind;
  name: string;
  email: string;
  locale: Locale;
  text: string;
  /** Written this many days before `today`; approved a day later unless pending. */
  daysAgo: number;
  pending?: boolean;
  reply?: string;
  /** A GENERATED picture of seed/machine-photos/ (no photo of a real machine). */
  picture?: { photo: string; name: string };
}

const entryId = (n: number) => `3c5e7a91-2b4d-4f6a-8c1e-9d0b2a4c6e${String(n).padStart(2, '0')}`;

/** The demo entries: 8 approved (German, English, French; one question, one picture), 1 pending. */
export const demoGuestbookEntries: EntrySeed[] = [
  {
    id: entryId(1),
    kind: 'entry',
    name: 'Maria Steiner',
    email: 'maria.steiner@example.com',
    locale: 'de-at',
    text: 'Seit drei Jahren fährt unser Lintrac 90 jeden Tag zwischen Stall und Hang. Die Lenkachse ist am Steilhang ein Segen.\nDanke an das ganze Team in Kundl!',
    daysAgo: 3,
    reply:
      'Liebe Frau Steiner, vielen Dank für die netten Worte! Wir geben sie gerne an die Kolleginnen und Kollegen in der Montage weiter.',
  },
  {
    id: entryId(2),
    kind: 'question',
    name: 'Thomas Huber',
    email: 'thomas.huber@example.com',
    locale: 'de',
    text: 'Kann man beim Geotrac 94ep eine Frontzapfwelle nachrüsten, oder geht das nur ab Werk?',
    daysAgo: 6,
    reply:
      'Hallo Herr Huber, ja, die Frontzapfwelle lässt sich nachrüsten. Ihr Lindner-Händler erstellt Ihnen gerne ein Angebot.',
  },
  {
    id: entryId(3),
    kind: 'entry',
    name: 'Anna Egger',
    email: 'anna.egger@example.com',
    locale: 'de-at',
    text: 'Unser Mähwerk im Einsatz auf der Alm, bei bestem Wetter. Ein Bild sagt mehr als tausend Worte.',
    daysAgo: 9,
    picture: { photo: 'mower-alps', name: 'auf-der-alm.webp' },
  },
  {
    id: entryId(4),
    kind: 'entry',
    name: 'James Whitfield',
    email: 'james.whitfield@example.com',
    locale: 'en',
    text: 'Visited the factory in Kundl during our holiday in Tyrol. A great tour, and the kids loved sitting in the Unitrac.',
    daysAgo: 14,
    reply: 'Dear Mr Whitfield, thank you for visiting us! We hope to see you again in Kundl.',
  },
  {
    id: entryId(5),
    kind: 'entry',
    name: 'Claire Dubois',
    email: 'claire.dubois@example.com',
    locale: 'fr',
    text: 'Notre Lintrac 110 travaille dans les vignes de Savoie depuis un an. Maniable et économique, nous sommes ravis.',
    daysAgo: 20,
    reply:
      'Chère Madame Dubois, merci beaucoup pour votre message ! Bonnes vendanges de la part de toute l’équipe Lindner.',
  },
  {
    id: entryId(6),
    kind: 'entry',
    name: 'Sepp Gruber',
    email: 'sepp.gruber@example.com',
    locale: 'de',
    text: 'Beim Winterdienst in der Gemeinde hat der Unitrac wieder einmal gezeigt, was er kann. Auch bei 40 cm Neuschnee kein Problem.',
    daysAgo: 27,
  },
  {
    id: entryId(7),
    kind: 'entry',
    name: 'Florian Mair',
    email: 'florian.mair@example.com',
    locale: 'de-at',
    text: 'Der Service bei unserem Händler im Zillertal ist top. Schnelle Hilfe, als im Sommer die Hydraulik gestreikt hat.',
    daysAgo: 35,
  },
  {
    id: entryId(8),
    kind: 'entry',
    name: 'Luc Martin',
    email: 'luc.martin@example.com',
    locale: 'fr-fr',
    text: 'Un tracteur solide et bien pensé pour la montagne. Merci pour la journée de démonstration dans le Jura.',
    daysAgo: 44,
  },
  {
    id: entryId(9),
    kind: 'question',
    name: 'Karl Berger',
    email: 'karl.berger@example.com',
    locale: 'de',
    text: 'Wann gibt es wieder Fahrertrainings für den Lintrac? Mein Sohn hat gerade den Führerschein gemacht.',
    daysAgo: 1,
    pending: true,
  },
];

const day = 24 * 60 * 60 * 1000;

/**
 * The demo guestbook: the entries above, with Lindner's replies. `staffId` is the demo staff
 * user, who approved and answered them. Running it again adds nothing twice.
 */
export async function seedGuestbook(orm: Writer, today: Date, staffId: string): Promise<void> {
  const rows = await Promise.all(
    demoGuestbookEntries.map(async (entry) => {
      const createdAt = new Date(today.getTime() - entry.daysAgo * day);
      const reviewedAt = entry.pending ? null : new Date(createdAt.getTime() + day / 2);
      const picture = entry.picture
        ? await readFile(new URL(`${entry.picture.photo}-md.webp`, machinePhotoDir))
        : null;
      return {
        id: entry.id,
        kind: entry.kind,
        writerName: entry.name,
        writerEmail: entry.email,
        text: entry.text,
        locale: entry.locale,
        createdAt,
        state: entry.pending ? ('pending' as const) : ('approved' as const),
        reviewedAt,
        reviewedBy: reviewedAt ? staffId : null,
        publishedAt: reviewedAt,
        reply: entry.reply ?? null,
        repliedAt: entry.reply ? reviewedAt : null,
        repliedBy: entry.reply ? staffId : null,
        ...(picture && entry.picture
          ? {
              attachmentName: entry.picture.name,
              attachmentType: 'image/webp' as const,
              attachmentBytes: picture,
              attachmentWidth: 960,
              attachmentHeight: 720,
            }
          : {}),
      };
    }),
  );
  await orm.insert(guestbookEntries).values(rows).onConflictDoNothing();
}

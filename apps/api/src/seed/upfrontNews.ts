import type { NewsBlock } from '@lindner/api/schema';
import type { Database } from '../database/connection';
import type { PhotoScene, PhotoSubject } from '../plugins/photoCatalogue';
import { upfrontNews } from '../modules/news/tables';

/**
 * Demo upfront news ("Vorab-News"): Lindner product news in German, the source language. The
 * products are real; dates, figures and events are invented for the demo. Published a few days
 * to four months before `today`, newest first as listed here. Five have a picture: one of the
 * GENERATED pictures of the used machines (seed/machine-photos/), not a photo; three have none.
 */
interface NewsSeed {
  slug: string;
  title: string;
  teaser: string;
  daysAgo: number;
  /** A shipped picture and its alternative text, or null. */
  photo: { name: `${PhotoSubject}-${PhotoScene}`; alt: string } | null;
  body: NewsBlock[];
}

const text = (value: string) => ({ text: value });

export const upfrontNewsSeed: NewsSeed[] = [
  {
    slug: 'lintrac-130-ls-vorstellung',
    title: 'Vorab: Der neue Lintrac 130 LS',
    teaser:
      'Mehr Leistung, stufenloses Getriebe und lenkbare Hinterachse: Du siehst den neuen Lintrac 130 LS bei uns vor allen anderen.',
    daysAgo: 3,
    photo: { name: 'tractor-red-alps', alt: 'Zeichnung: ein roter Traktor vor den Bergen' },
    body: [
      {
        type: 'paragraph',
        content: [
          text('Mit dem '),
          { text: 'Lintrac 130 LS', bold: true },
          text(
            ' erweitern wir die Lintrac-Familie nach oben. Der Vierzylinder leistet 136 PS und bleibt dabei so wendig, wie Du es vom Lintrac kennst.',
          ),
        ],
      },
      { type: 'heading', text: 'Das Wichtigste auf einen Blick' },
      {
        type: 'list',
        items: [
          [text('Stufenloses ZF-Getriebe TMT 11')],
          [text('Lenkbare Hinterachse für enge Hofeinfahrten und steile Hänge')],
          [text('TracLink serienmäßig an Bord')],
        ],
      },
      {
        type: 'quote',
        text: 'Der 130 LS ist der stärkste Lintrac, den wir je gebaut haben – und trotzdem ein echter Bergspezialist.',
      },
      {
        type: 'paragraph',
        content: [
          text('Die Markteinführung ist für das Frühjahr geplant. Deinen Händler findest Du im '),
          { text: 'Händlerfinder', href: '/de/service-kontakt/haendlersuche' },
          text('.'),
        ],
      },
    ],
  },
  {
    slug: 'traclink-update-herbst',
    title: 'TracLink-Update: Aufgabenplanung am Smartphone',
    teaser:
      'Das nächste TracLink-Update bringt die Aufgabenplanung in die App und zeichnet Arbeitszeiten automatisch auf.',
    daysAgo: 10,
    photo: null,
    body: [
      {
        type: 'paragraph',
        content: [
          text(
            'Mit dem Update planst Du Aufträge direkt am Smartphone und schickst sie auf den Traktor. TracLink erkennt das Anbaugerät und dokumentiert die Arbeit selbstständig.',
          ),
        ],
      },
      { type: 'heading', text: 'Was neu ist' },
      {
        type: 'list',
        items: [
          [text('Aufträge planen und zuweisen')],
          [text('Arbeitszeiten pro Feld und Gerät')],
          [text('Export für die Buchhaltung')],
        ],
      },
      {
        type: 'paragraph',
        content: [
          text('Alle Details zu TracLink findest Du auf '),
          { text: 'lindner-traktoren.at', href: 'https://www.lindner-traktoren.at/' },
          text('.'),
        ],
      },
    ],
  },
  {
    slug: 'unitrac-kommunal-winterdienst',
    title: 'Unitrac im Winterdienst: neue Kommunalausstattung',
    teaser:
      'Für Gemeinden und Bauhöfe gibt es den Unitrac ab sofort mit Schneepflug-Vorrüstung und Streuer-Paket ab Werk.',
    daysAgo: 18,
    photo: { name: 'transporter-snow', alt: 'Zeichnung: ein Transporter im Schnee' },
    body: [
      {
        type: 'paragraph',
        content: [
          text(
            'Der Unitrac ist im Sommer Transporter und im Winter Räumfahrzeug. Das neue Kommunal-Paket macht den Wechsel in unter einer Stunde möglich.',
          ),
        ],
      },
      { type: 'heading', text: 'Im Paket enthalten' },
      {
        type: 'list',
        items: [
          [text('Frontkraftheber mit Kommunalplatte')],
          [text('Hydraulik für Streuer und Schneepflug')],
          [text('Rundumleuchten und Warnmarkierung')],
        ],
      },
    ],
  },
  {
    slug: 'lindner-techdays-kundl',
    title: 'Lindner Techdays in Kundl',
    teaser:
      'Zwei Tage Technik zum Anfassen: Probefahrten, Werksführungen und Vorträge zu TracLink im Werk Kundl.',
    daysAgo: 31,
    photo: { name: 'tractor-red-farmyard', alt: 'Zeichnung: ein roter Traktor auf dem Hof' },
    body: [
      {
        type: 'paragraph',
        content: [
          text(
            'Bei den Techdays öffnen wir unser Werk in Kundl. Du fährst die aktuellen Modelle im Gelände und schaust unseren Monteuren über die Schulter.',
          ),
        ],
      },
      { type: 'heading', text: 'Programm' },
      {
        type: 'list',
        items: [
          [text('Probefahrten auf dem Testgelände')],
          [text('Werksführungen jede volle Stunde')],
          [{ text: 'TracLink in der Praxis', bold: true }, text(' – Vortrag am Nachmittag')],
        ],
      },
      {
        type: 'paragraph',
        content: [
          text('Melde Dich rechtzeitig an, die Plätze für die Werksführungen sind begrenzt.'),
        ],
      },
    ],
  },
  {
    slug: 'geotrac-serie-5-facelift',
    title: 'Geotrac Serie 5: neue Kabine',
    teaser:
      'Leiser, heller und mit mehr Platz: Die Geotrac Serie 5 bekommt eine überarbeitete Kabine.',
    daysAgo: 46,
    photo: { name: 'tractor-red-field', alt: 'Zeichnung: ein roter Traktor auf dem Feld' },
    body: [
      {
        type: 'paragraph',
        content: [
          text(
            'Die neue Kabine der Geotrac Serie 5 ist um 3 dB leiser und hat eine durchgehende Frontscheibe für bessere Sicht auf den Frontlader.',
          ),
        ],
      },
      { type: 'heading', text: 'Ab wann?' },
      {
        type: 'paragraph',
        content: [text('Die ersten Fahrzeuge mit der neuen Kabine liefern wir im Herbst aus.')],
      },
    ],
  },
  {
    slug: 'originalteile-onlineshop',
    title: 'Originalteile: Verfügbarkeit bei Deinem Händler',
    teaser:
      'Dein Händler sieht ab sofort den Lagerstand von Originalteilen im Werk und bestellt für Dich über Nacht.',
    daysAgo: 62,
    photo: null,
    body: [
      {
        type: 'paragraph',
        content: [
          text(
            'Filter, Verschleißteile und Ersatzteile sind meist am nächsten Tag bei Deinem Händler. Frag einfach nach.',
          ),
        ],
      },
      {
        type: 'list',
        items: [
          [text('Über 30.000 Teile ab Lager Kundl')],
          [text('Lieferung über Nacht nach Österreich und Bayern')],
        ],
      },
    ],
  },
  {
    slug: 'garantieverlaengerung-lintrac',
    title: 'Garantieverlängerung jetzt auch für den Lintrac',
    teaser:
      'Bis zu fünf Jahre Sicherheit: Die Garantieverlängerung gibt es jetzt für alle Lintrac-Modelle.',
    daysAgo: 91,
    photo: null,
    body: [
      {
        type: 'paragraph',
        content: [
          text('Die Garantieverlängerung schließt Du direkt im Portal ab, bei Deinem '),
          { text: 'Fuhrpark', href: '/de/mein-lindner/fuhrpark' },
          text('.'),
        ],
      },
      {
        type: 'quote',
        text: 'Mit der Garantieverlängerung planst Du Deine Kosten über Jahre im Voraus.',
      },
    ],
  },
  {
    slug: 'fahrertraining-saison',
    title: 'Fahrertrainings: die neue Saison',
    teaser:
      'Sicher am Hang und im Straßenverkehr: Die Termine der Fahrertrainings für die neue Saison stehen fest.',
    daysAgo: 120,
    photo: { name: 'tractor-red-meadow', alt: 'Zeichnung: ein roter Traktor auf einer Wiese' },
    body: [
      {
        type: 'paragraph',
        content: [
          text(
            'In unseren Fahrertrainings üben erfahrene Instruktoren mit Dir das Fahren am Hang, mit Anhänger und im Winter.',
          ),
        ],
      },
      { type: 'heading', text: 'Für wen?' },
      {
        type: 'list',
        items: [
          [text('Neue Lindner-Fahrer')],
          [text('Mitarbeiter von Gemeinden und Bauhöfen')],
          [text('Alle, die ihr Können auffrischen wollen')],
        ],
      },
    ],
  },
];

type Writer = Pick<Database['orm'], 'insert'>;

/** Adds the demo articles that are missing; an article edited by staff stays as it is. */
export async function seedUpfrontNews(orm: Writer, today = new Date()): Promise<void> {
  await orm
    .insert(upfrontNews)
    .values(
      upfrontNewsSeed.map(({ daysAgo, photo, ...article }) => ({
        ...article,
        publishedAt: new Date(today.getTime() - daysAgo * 24 * 60 * 60 * 1000),
        photo: photo?.name ?? null,
        photoAlt: photo?.alt ?? null,
      })),
    )
    .onConflictDoNothing({ target: upfrontNews.slug });
}

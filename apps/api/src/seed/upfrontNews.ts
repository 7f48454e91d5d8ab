import type { NewsBlock } from '@lindner/api/schema';
import type { Database } from '../database/connection';
import type { PhotoScene, PhotoSubject } from '../plugins/photoCatalogue';
import { upfrontNews, upfrontNewsTexts } from '../modules/news/tables';

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

/** An article's texts in English or French, the same blocks as the German ones. */
interface Translation {
  title: string;
  teaser: string;
  alt?: string;
  body: NewsBlock[];
}

const paragraph = (...parts: (string | { text: string; href?: string; bold?: boolean })[]) => ({
  type: 'paragraph' as const,
  content: parts.map((part) => (typeof part === 'string' ? text(part) : part)),
});
const items = (...entries: string[]) => ({
  type: 'list' as const,
  items: entries.map((entry) => [text(entry)]),
});

/** The demo articles in English and French, by slug. */
export const upfrontNewsTranslations: Record<string, { en: Translation; fr: Translation }> = {
  'lintrac-130-ls-vorstellung': {
    en: {
      title: 'First look: the new Lintrac 130 LS',
      teaser:
        'More power, a continuously variable transmission and a steered rear axle: you see the new Lintrac 130 LS here before anyone else.',
      alt: 'Drawing: a red tractor in front of the mountains',
      body: [
        paragraph(
          'With the ',
          { text: 'Lintrac 130 LS', bold: true },
          ' we extend the Lintrac family upwards. The four-cylinder engine delivers 136 hp and stays as agile as you know the Lintrac to be.',
        ),
        { type: 'heading', text: 'The key facts at a glance' },
        items(
          'ZF TMT 11 continuously variable transmission',
          'Steered rear axle for narrow farm entrances and steep slopes',
          'TracLink on board as standard',
        ),
        {
          type: 'quote',
          text: 'The 130 LS is the most powerful Lintrac we have ever built – and still a true mountain specialist.',
        },
        paragraph(
          'The launch is planned for the spring. Find your dealer in the ',
          { text: 'dealer finder', href: '/en/service-contact/dealer-search' },
          '.',
        ),
      ],
    },
    fr: {
      title: 'En avant-première : le nouveau Lintrac 130 LS',
      teaser:
        'Plus de puissance, une transmission à variation continue et un essieu arrière directeur : découvrez le nouveau Lintrac 130 LS chez nous avant tout le monde.',
      alt: 'Dessin : un tracteur rouge devant les montagnes',
      body: [
        paragraph(
          'Avec le ',
          { text: 'Lintrac 130 LS', bold: true },
          ', nous élargissons la famille Lintrac vers le haut. Le quatre-cylindres développe 136 ch et reste aussi maniable que le Lintrac que vous connaissez.',
        ),
        { type: 'heading', text: 'L’essentiel en un coup d’œil' },
        items(
          'Transmission à variation continue ZF TMT 11',
          'Essieu arrière directeur pour les entrées de cour étroites et les pentes raides',
          'TracLink de série',
        ),
        {
          type: 'quote',
          text: 'Le 130 LS est le Lintrac le plus puissant que nous ayons jamais construit – et pourtant un vrai spécialiste de la montagne.',
        },
        paragraph(
          'Le lancement est prévu pour le printemps. Trouvez votre concessionnaire dans la ',
          {
            text: 'recherche de concessionnaires',
            href: '/fr/service-contact/recherche-revendeur',
          },
          '.',
        ),
      ],
    },
  },
  'traclink-update-herbst': {
    en: {
      title: 'TracLink update: task planning on your smartphone',
      teaser:
        'The next TracLink update brings task planning into the app and records working hours automatically.',
      body: [
        paragraph(
          'With the update you plan jobs directly on your smartphone and send them to the tractor. TracLink recognises the implement and documents the work by itself.',
        ),
        { type: 'heading', text: 'What is new' },
        items(
          'Plan and assign jobs',
          'Working hours per field and implement',
          'Export for accounting',
        ),
        paragraph(
          'You find all details about TracLink at ',
          { text: 'lindner-traktoren.at', href: 'https://www.lindner-traktoren.at/' },
          '.',
        ),
      ],
    },
    fr: {
      title: 'Mise à jour TracLink : planifier les tâches sur le smartphone',
      teaser:
        'La prochaine mise à jour de TracLink intègre la planification des tâches dans l’application et enregistre automatiquement les heures de travail.',
      body: [
        paragraph(
          'Avec la mise à jour, vous planifiez les travaux directement sur votre smartphone et les envoyez au tracteur. TracLink reconnaît l’outil et documente le travail de lui-même.',
        ),
        { type: 'heading', text: 'Les nouveautés' },
        items(
          'Planifier et attribuer les travaux',
          'Heures de travail par parcelle et par outil',
          'Export pour la comptabilité',
        ),
        paragraph(
          'Tous les détails sur TracLink sur ',
          { text: 'lindner-traktoren.at', href: 'https://www.lindner-traktoren.at/' },
          '.',
        ),
      ],
    },
  },
  'unitrac-kommunal-winterdienst': {
    en: {
      title: 'Unitrac for winter service: new municipal equipment',
      teaser:
        'For municipalities and depots, the Unitrac now comes with snow plough preparation and a spreader package from the factory.',
      alt: 'Drawing: a transporter in the snow',
      body: [
        paragraph(
          'The Unitrac is a transporter in summer and a snow clearer in winter. The new municipal package makes the switch possible in less than an hour.',
        ),
        { type: 'heading', text: 'Included in the package' },
        items(
          'Front linkage with municipal mounting plate',
          'Hydraulics for spreader and snow plough',
          'Beacons and warning markings',
        ),
      ],
    },
    fr: {
      title: 'L’Unitrac en service hivernal : nouvel équipement communal',
      teaser:
        'Pour les communes et les services techniques, l’Unitrac est désormais disponible avec préparation lame de déneigement et pack saleuse d’usine.',
      alt: 'Dessin : un transporteur dans la neige',
      body: [
        paragraph(
          'L’Unitrac est un transporteur l’été et un engin de déneigement l’hiver. Le nouveau pack communal permet de passer de l’un à l’autre en moins d’une heure.',
        ),
        { type: 'heading', text: 'Contenu du pack' },
        items(
          'Relevage avant avec plaque communale',
          'Hydraulique pour saleuse et lame de déneigement',
          'Gyrophares et marquage d’avertissement',
        ),
      ],
    },
  },
  'lindner-techdays-kundl': {
    en: {
      title: 'Lindner Techdays in Kundl',
      teaser:
        'Two days of hands-on technology: test drives, factory tours and talks about TracLink at the Kundl works.',
      alt: 'Drawing: a red tractor in a farmyard',
      body: [
        paragraph(
          'At the Techdays we open our works in Kundl. You drive the current models off-road and look over our fitters’ shoulders.',
        ),
        { type: 'heading', text: 'Programme' },
        {
          type: 'list',
          items: [
            [text('Test drives on the test site')],
            [text('Factory tours every hour on the hour')],
            [{ text: 'TracLink in practice', bold: true }, text(' – talk in the afternoon')],
          ],
        },
        paragraph('Sign up in good time: places on the factory tours are limited.'),
      ],
    },
    fr: {
      title: 'Lindner Techdays à Kundl',
      teaser:
        'Deux jours de technique à portée de main : essais, visites de l’usine et conférences sur TracLink à l’usine de Kundl.',
      alt: 'Dessin : un tracteur rouge dans une cour de ferme',
      body: [
        paragraph(
          'Pendant les Techdays, nous ouvrons notre usine de Kundl. Vous conduisez les modèles actuels en tout-terrain et regardez nos monteurs travailler.',
        ),
        { type: 'heading', text: 'Programme' },
        {
          type: 'list',
          items: [
            [text('Essais sur le terrain d’essai')],
            [text('Visites de l’usine toutes les heures')],
            [{ text: 'TracLink en pratique', bold: true }, text(' – conférence l’après-midi')],
          ],
        },
        paragraph('Inscrivez-vous à temps : les places pour les visites de l’usine sont limitées.'),
      ],
    },
  },
  'geotrac-serie-5-facelift': {
    en: {
      title: 'Geotrac series 5: new cab',
      teaser: 'Quieter, brighter and roomier: the Geotrac series 5 gets a redesigned cab.',
      alt: 'Drawing: a red tractor in a field',
      body: [
        paragraph(
          'The new cab of the Geotrac series 5 is 3 dB quieter and has a one-piece windscreen for a better view of the front loader.',
        ),
        { type: 'heading', text: 'From when?' },
        paragraph('We deliver the first tractors with the new cab in the autumn.'),
      ],
    },
    fr: {
      title: 'Geotrac série 5 : nouvelle cabine',
      teaser:
        'Plus silencieuse, plus lumineuse et plus spacieuse : la Geotrac série 5 reçoit une cabine revue.',
      alt: 'Dessin : un tracteur rouge dans un champ',
      body: [
        paragraph(
          'La nouvelle cabine de la Geotrac série 5 est plus silencieuse de 3 dB et dispose d’un pare-brise d’une seule pièce pour mieux voir le chargeur frontal.',
        ),
        { type: 'heading', text: 'À partir de quand ?' },
        paragraph('Nous livrons les premiers tracteurs avec la nouvelle cabine à l’automne.'),
      ],
    },
  },
  'originalteile-onlineshop': {
    en: {
      title: 'Genuine parts: availability at your dealer',
      teaser:
        'Your dealer now sees the factory stock of genuine parts and orders overnight for you.',
      body: [
        paragraph(
          'Filters, wear parts and spare parts are usually at your dealer the next day. Just ask.',
        ),
        items(
          'More than 30,000 parts in stock in Kundl',
          'Overnight delivery to Austria and Bavaria',
        ),
      ],
    },
    fr: {
      title: 'Pièces d’origine : disponibilité chez votre concessionnaire',
      teaser:
        'Votre concessionnaire voit désormais le stock de pièces d’origine de l’usine et commande pour vous du jour au lendemain.',
      body: [
        paragraph(
          'Filtres, pièces d’usure et pièces de rechange sont le plus souvent chez votre concessionnaire le lendemain. Demandez-lui simplement.',
        ),
        items(
          'Plus de 30 000 pièces en stock à Kundl',
          'Livraison du jour au lendemain en Autriche et en Bavière',
        ),
      ],
    },
  },
  'garantieverlaengerung-lintrac': {
    en: {
      title: 'Extended warranty now also for the Lintrac',
      teaser:
        'Up to five years of peace of mind: the extended warranty is now available for every Lintrac model.',
      body: [
        paragraph(
          'You take out the extended warranty directly in the portal, in your ',
          { text: 'fleet', href: '/en/my-lindner/fleet' },
          '.',
        ),
        {
          type: 'quote',
          text: 'With the extended warranty you plan your costs years ahead.',
        },
      ],
    },
    fr: {
      title: 'L’extension de garantie désormais aussi pour le Lintrac',
      teaser:
        'Jusqu’à cinq ans de sérénité : l’extension de garantie est désormais disponible pour tous les modèles Lintrac.',
      body: [
        paragraph(
          'Vous souscrivez l’extension de garantie directement dans le portail, dans votre ',
          { text: 'flotte', href: '/fr/mon-lindner/flotte' },
          '.',
        ),
        {
          type: 'quote',
          text: 'Avec l’extension de garantie, vous planifiez vos coûts des années à l’avance.',
        },
      ],
    },
  },
  'fahrertraining-saison': {
    en: {
      title: 'Driver trainings: the new season',
      teaser:
        'Safe on slopes and on the road: the dates of the driver trainings for the new season are set.',
      alt: 'Drawing: a red tractor on a meadow',
      body: [
        paragraph(
          'In our driver trainings, experienced instructors practise driving on slopes, with a trailer and in winter with you.',
        ),
        { type: 'heading', text: 'Who are they for?' },
        items(
          'New Lindner drivers',
          'Staff of municipalities and depots',
          'Everyone who wants to brush up their skills',
        ),
      ],
    },
    fr: {
      title: 'Formations à la conduite : la nouvelle saison',
      teaser:
        'En sécurité dans la pente et sur la route : les dates des formations à la conduite de la nouvelle saison sont fixées.',
      alt: 'Dessin : un tracteur rouge dans un pré',
      body: [
        paragraph(
          'Lors de nos formations, des instructeurs expérimentés s’exercent avec vous à la conduite en pente, avec remorque et en hiver.',
        ),
        { type: 'heading', text: 'Pour qui ?' },
        items(
          'Les nouveaux conducteurs Lindner',
          'Le personnel des communes et des services techniques',
          'Tous ceux qui veulent rafraîchir leurs compétences',
        ),
      ],
    },
  },
};

type Writer = Pick<Database['orm'], 'insert'>;

/**
 * Adds the demo articles that are missing, with their English and French texts; an article
 * edited by staff stays as it is.
 */
export async function seedUpfrontNews(orm: Writer, today = new Date()): Promise<void> {
  const added = await orm
    .insert(upfrontNews)
    .values(
      upfrontNewsSeed.map(({ daysAgo, photo, ...article }) => ({
        ...article,
        publishedAt: new Date(today.getTime() - daysAgo * 24 * 60 * 60 * 1000),
        photo: photo?.name ?? null,
        photoAlt: photo?.alt ?? null,
      })),
    )
    .onConflictDoNothing({ target: upfrontNews.slug })
    .returning({ id: upfrontNews.id, slug: upfrontNews.slug });
  const texts = added.flatMap(({ id, slug }) => {
    const translated = upfrontNewsTranslations[slug];
    if (!translated) return [];
    return (['en', 'fr'] as const).map((language) => {
      const { title, teaser, body, alt } = translated[language];
      return { newsId: id, language, title, teaser, body, photoAlt: alt ?? null };
    });
  });
  if (texts.length > 0) {
    await orm.insert(upfrontNewsTexts).values(texts).onConflictDoNothing();
  }
}

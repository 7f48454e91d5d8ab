import type { NewsBlock } from '@lindner/api/schema';

/*
 * Demo press releases in German, English and French (one only in German, as happens when a
 * release is for the Austrian and German press only). The products are real; dates, figures,
 * people and events are invented for the demo. Released `daysAgo` days before the seed's
 * `today`, newest first as listed here. Each press kit is a DEMO PDF in seed/press-kits/
 * (seed/writePressKits.ts), not a document of Lindner.
 */

export type ReleaseLanguage = 'de' | 'en' | 'fr';

export interface ReleaseText {
  title: string;
  teaser: string;
  body: NewsBlock[];
  contactRole: string;
  /** One per download, in their order. */
  downloadTitles: string[];
}

export interface ReleaseSeed {
  slug: string;
  daysAgo: number;
  contact: { name: string; email: string; phone: string };
  /** Files of seed/press-kits/, in the order the page lists them. */
  downloads: string[];
  texts: { de: ReleaseText } & Partial<Record<Exclude<ReleaseLanguage, 'de'>, ReleaseText>>;
}

const paragraph = (...parts: (string | { bold: string })[]): NewsBlock => ({
  type: 'paragraph',
  content: parts.map((part) =>
    typeof part === 'string' ? { text: part } : { text: part.bold, bold: true },
  ),
});
const heading = (text: string): NewsBlock => ({ type: 'heading', text });
const list = (...items: string[]): NewsBlock => ({
  type: 'list',
  items: items.map((item) => [{ text: item }]),
});
const quote = (text: string): NewsBlock => ({ type: 'quote', text });

const pressOffice = {
  name: 'Theresa Lindner',
  email: 'presse@lindner-traktoren.at',
  phone: '+43 5338 7420-0',
};
const role = {
  de: 'Presse und Kommunikation',
  en: 'Press and communications',
  fr: 'Presse et communication',
};
const kit = { de: 'Pressemappe (PDF)', en: 'Press kit (PDF)', fr: 'Dossier de presse (PDF)' };
const facts = {
  de: 'Technische Daten (PDF)',
  en: 'Technical data (PDF)',
  fr: 'Caractéristiques techniques (PDF)',
};

export const pressReleaseSeed: ReleaseSeed[] = [
  {
    slug: 'lintrac-130-ls-weltpremiere',
    daysAgo: 4,
    contact: pressOffice,
    downloads: ['lintrac-130-ls-pressemappe.pdf', 'lintrac-130-ls-technische-daten.pdf'],
    texts: {
      de: {
        title: 'Weltpremiere: Der Lintrac 130 LS',
        teaser:
          'Lindner stellt den stärksten Lintrac vor: 136 PS, stufenloses Getriebe und lenkbare Hinterachse.',
        body: [
          paragraph(
            'Kundl, Tirol. Mit dem ',
            { bold: 'Lintrac 130 LS' },
            ' erweitert Lindner seine Lintrac-Familie nach oben. Der Vierzylinder leistet 136 PS und bleibt dabei so wendig wie seine kleineren Brüder.',
          ),
          heading('Das Wichtigste im Überblick'),
          list(
            '136 PS aus 4,4 Litern Hubraum',
            'Stufenloses TMT-Getriebe',
            'Lenkbare Hinterachse serienmäßig',
          ),
          quote(
            '„Der Lintrac 130 LS ist unsere Antwort auf den Wunsch nach mehr Kraft am Steilhang.“',
          ),
        ],
        contactRole: role.de,
        downloadTitles: [kit.de, facts.de],
      },
      en: {
        title: 'World premiere: the Lintrac 130 LS',
        teaser:
          'Lindner presents its most powerful Lintrac: 136 hp, continuously variable transmission and a steerable rear axle.',
        body: [
          paragraph(
            'Kundl, Tyrol. With the ',
            { bold: 'Lintrac 130 LS' },
            ', Lindner extends its Lintrac family at the top. The four-cylinder engine delivers 136 hp while staying as agile as its smaller siblings.',
          ),
          heading('At a glance'),
          list(
            '136 hp from 4.4 litres',
            'TMT continuously variable transmission',
            'Steerable rear axle as standard',
          ),
          quote('“The Lintrac 130 LS is our answer to the call for more power on steep slopes.”'),
        ],
        contactRole: role.en,
        downloadTitles: [kit.en, facts.en],
      },
      fr: {
        title: 'Première mondiale : le Lintrac 130 LS',
        teaser:
          'Lindner présente son Lintrac le plus puissant : 136 ch, transmission à variation continue et essieu arrière directeur.',
        body: [
          paragraph(
            'Kundl, Tyrol. Avec le ',
            { bold: 'Lintrac 130 LS' },
            ', Lindner élargit sa gamme Lintrac vers le haut. Le quatre-cylindres développe 136 ch tout en restant aussi maniable que ses petits frères.',
          ),
          heading('L’essentiel en bref'),
          list(
            '136 ch pour 4,4 litres de cylindrée',
            'Transmission à variation continue TMT',
            'Essieu arrière directeur de série',
          ),
          quote(
            '« Le Lintrac 130 LS est notre réponse au besoin de plus de puissance en forte pente. »',
          ),
        ],
        contactRole: role.fr,
        downloadTitles: [kit.fr, facts.fr],
      },
    },
  },
  {
    slug: 'unitrac-122-ldrive-alpenpass',
    daysAgo: 19,
    contact: pressOffice,
    downloads: ['unitrac-122-ldrive-pressemappe.pdf'],
    texts: {
      de: {
        title: 'Unitrac 122 LDrive räumt den Alpenpass',
        teaser: 'Drei Unitrac 122 LDrive halten diesen Winter einen Tiroler Alpenpass offen.',
        body: [
          paragraph(
            'Ab Dezember halten drei Transporter vom Typ ',
            { bold: 'Unitrac 122 LDrive' },
            ' einen Tiroler Alpenpass offen. Die Gemeinde hat sich für die Fahrzeuge wegen ihrer Wendigkeit und des stufenlosen Antriebs entschieden.',
          ),
          paragraph(
            'Die Fahrzeuge arbeiten mit Schneefräse, Pflug und Streuer und wechseln die Geräte in wenigen Minuten.',
          ),
        ],
        contactRole: role.de,
        downloadTitles: [kit.de],
      },
      en: {
        title: 'Unitrac 122 LDrive clears an Alpine pass',
        teaser: 'Three Unitrac 122 LDrive keep a Tyrolean Alpine pass open this winter.',
        body: [
          paragraph(
            'From December, three ',
            { bold: 'Unitrac 122 LDrive' },
            ' transporters keep a Tyrolean Alpine pass open. The municipality chose them for their agility and continuously variable drive.',
          ),
          paragraph(
            'The vehicles work with a snow blower, a plough and a spreader and change implements within minutes.',
          ),
        ],
        contactRole: role.en,
        downloadTitles: [kit.en],
      },
      fr: {
        title: 'L’Unitrac 122 LDrive déneige un col alpin',
        teaser: 'Trois Unitrac 122 LDrive maintiennent un col alpin tyrolien ouvert cet hiver.',
        body: [
          paragraph(
            'Dès décembre, trois transporteurs ',
            { bold: 'Unitrac 122 LDrive' },
            ' maintiennent ouvert un col alpin tyrolien. La commune les a choisis pour leur maniabilité et leur transmission à variation continue.',
          ),
          paragraph(
            'Les véhicules travaillent avec une fraise à neige, une lame et une saleuse et changent d’outil en quelques minutes.',
          ),
        ],
        contactRole: role.fr,
        downloadTitles: [kit.fr],
      },
    },
  },
  {
    slug: 'neues-logistikzentrum-kundl',
    daysAgo: 41,
    contact: {
      name: 'Markus Steiner',
      email: 'presse@lindner-traktoren.at',
      phone: '+43 5338 7420-118',
    },
    downloads: ['logistikzentrum-kundl-pressemappe.pdf'],
    texts: {
      de: {
        title: 'Neues Logistikzentrum in Kundl',
        teaser:
          'Lindner baut am Stammsitz ein Logistikzentrum für Ersatzteile und schafft 25 Arbeitsplätze.',
        body: [
          paragraph(
            'Am Stammsitz in Kundl entsteht bis Herbst 2027 ein neues Logistikzentrum. Ersatzteile erreichen Händler in Österreich damit künftig am nächsten Werktag.',
          ),
          list(
            '6.500 m² Lagerfläche',
            '25 neue Arbeitsplätze',
            'Photovoltaik auf dem gesamten Dach',
          ),
        ],
        contactRole: 'Unternehmenskommunikation',
        downloadTitles: [kit.de],
      },
      en: {
        title: 'New logistics centre in Kundl',
        teaser:
          'Lindner is building a spare-parts logistics centre at its headquarters, creating 25 jobs.',
        body: [
          paragraph(
            'A new logistics centre is being built at the Kundl headquarters, ready by autumn 2027. Spare parts will then reach dealers in Austria on the next working day.',
          ),
          list('6,500 m² of storage', '25 new jobs', 'Solar panels across the whole roof'),
        ],
        contactRole: 'Corporate communications',
        downloadTitles: [kit.en],
      },
      fr: {
        title: 'Nouveau centre logistique à Kundl',
        teaser:
          'Lindner construit un centre logistique pour les pièces détachées à son siège et crée 25 emplois.',
        body: [
          paragraph(
            'Un nouveau centre logistique voit le jour au siège de Kundl d’ici l’automne 2027. Les pièces détachées parviendront alors aux concessionnaires autrichiens le jour ouvré suivant.',
          ),
          list(
            '6 500 m² de stockage',
            '25 nouveaux emplois',
            'Panneaux solaires sur toute la toiture',
          ),
        ],
        contactRole: 'Communication d’entreprise',
        downloadTitles: [kit.fr],
      },
    },
  },
  {
    slug: 'lindner-landtechnik-tage-2026',
    daysAgo: 63,
    contact: pressOffice,
    downloads: ['landtechnik-tage-2026-programm.pdf'],
    texts: {
      de: {
        title: 'Lindner Landtechnik-Tage 2026: Rekordbesuch',
        teaser:
          'Mehr als 9.000 Besucherinnen und Besucher kamen zu den Landtechnik-Tagen nach Kundl.',
        body: [
          paragraph(
            'An zwei Tagen testeten mehr als 9.000 Gäste Lintrac, Geotrac und Unitrac auf dem Vorführgelände in Kundl.',
          ),
          paragraph('Besonders gefragt waren die Fahrten am Steilhang und die Werksführungen.'),
        ],
        contactRole: role.de,
        downloadTitles: ['Programm (PDF)'],
      },
      en: {
        title: 'Lindner agricultural machinery days 2026: record attendance',
        teaser: 'More than 9,000 visitors came to the machinery days in Kundl.',
        body: [
          paragraph(
            'Over two days, more than 9,000 guests tried the Lintrac, Geotrac and Unitrac on the demonstration grounds in Kundl.',
          ),
          paragraph('The drives on the steep slope and the factory tours were especially popular.'),
        ],
        contactRole: role.en,
        downloadTitles: ['Programme (PDF)'],
      },
      fr: {
        title: 'Journées du machinisme agricole Lindner 2026 : affluence record',
        teaser: 'Plus de 9 000 visiteurs sont venus aux journées du machinisme à Kundl.',
        body: [
          paragraph(
            'En deux jours, plus de 9 000 visiteurs ont essayé les Lintrac, Geotrac et Unitrac sur le terrain de démonstration de Kundl.',
          ),
          paragraph(
            'Les essais en forte pente et les visites de l’usine ont été particulièrement appréciés.',
          ),
        ],
        contactRole: role.fr,
        downloadTitles: ['Programme (PDF)'],
      },
    },
  },
  {
    slug: 'geotrac-134ep-innovationspreis',
    daysAgo: 88,
    contact: pressOffice,
    downloads: ['geotrac-134ep-pressemappe.pdf'],
    texts: {
      de: {
        title: 'Innovationspreis für das Lenksystem des Geotrac 134ep',
        teaser: 'Die Jury lobt die Sicherheit am Hang und die einfache Bedienung.',
        body: [
          paragraph(
            'Das Lenksystem des ',
            { bold: 'Geotrac 134ep' },
            ' erhält einen Innovationspreis für Landtechnik. Es hält das Fahrzeug am Hang automatisch in der Spur.',
          ),
          quote('„Eine Entwicklung, die Bäuerinnen und Bauern im Berggebiet jeden Tag spüren.“'),
        ],
        contactRole: role.de,
        downloadTitles: [kit.de],
      },
      en: {
        title: 'Innovation award for the Geotrac 134ep steering system',
        teaser: 'The jury praises its safety on slopes and its ease of use.',
        body: [
          paragraph(
            'The steering system of the ',
            { bold: 'Geotrac 134ep' },
            ' wins an agricultural machinery innovation award. It automatically keeps the tractor on track on slopes.',
          ),
          quote('“A development that mountain farmers feel every single day.”'),
        ],
        contactRole: role.en,
        downloadTitles: [kit.en],
      },
      fr: {
        title: 'Prix de l’innovation pour la direction du Geotrac 134ep',
        teaser: 'Le jury salue la sécurité en pente et la simplicité d’utilisation.',
        body: [
          paragraph(
            'Le système de direction du ',
            { bold: 'Geotrac 134ep' },
            ' reçoit un prix de l’innovation en machinisme agricole. Il maintient automatiquement le tracteur dans sa trace en pente.',
          ),
          quote('« Une avancée que les agriculteurs de montagne ressentent chaque jour. »'),
        ],
        contactRole: role.fr,
        downloadTitles: [kit.fr],
      },
    },
  },
  {
    slug: 'haendlernetz-bayern-erweitert',
    daysAgo: 120,
    contact: {
      name: 'Markus Steiner',
      email: 'presse@lindner-traktoren.at',
      phone: '+43 5338 7420-118',
    },
    downloads: ['haendlernetz-bayern-pressemappe.pdf'],
    // For the Austrian and German press only: no translation.
    texts: {
      de: {
        title: 'Händlernetz in Bayern erweitert',
        teaser:
          'Drei neue Vertriebspartner betreuen künftig Lindner-Kundinnen und -Kunden in Oberbayern.',
        body: [
          paragraph(
            'Lindner erweitert sein Händlernetz in Bayern um drei Vertriebspartner in Oberbayern. Sie übernehmen Verkauf, Service und Ersatzteile.',
          ),
          list(
            'Standorte in Rosenheim, Miesbach und Traunstein',
            'Service für alle Lindner-Baureihen',
          ),
        ],
        contactRole: 'Vertriebskommunikation',
        downloadTitles: [kit.de],
      },
    },
  },
  {
    slug: 'traclink-neue-version',
    daysAgo: 150,
    contact: pressOffice,
    downloads: ['traclink-pressemappe.pdf'],
    texts: {
      de: {
        title: 'TracLink: neue Version mit Einsatztagebuch',
        teaser:
          'Die neue TracLink-Version schreibt Einsätze und Verbrauch automatisch ins Tagebuch.',
        body: [
          paragraph(
            'Mit der neuen Version von ',
            { bold: 'TracLink' },
            ' landen Einsätze, Betriebsstunden und Verbrauch automatisch im Fuhrpark-Tagebuch des Lindner-Portals.',
          ),
        ],
        contactRole: role.de,
        downloadTitles: [kit.de],
      },
      en: {
        title: 'TracLink: new version with an operations diary',
        teaser:
          'The new TracLink version records operations and fuel use in the diary automatically.',
        body: [
          paragraph(
            'With the new version of ',
            { bold: 'TracLink' },
            ', operations, operating hours and fuel use go straight into the fleet diary of the Lindner portal.',
          ),
        ],
        contactRole: role.en,
        downloadTitles: [kit.en],
      },
      fr: {
        title: 'TracLink : nouvelle version avec journal d’utilisation',
        teaser:
          'La nouvelle version de TracLink enregistre automatiquement les travaux et la consommation.',
        body: [
          paragraph(
            'Avec la nouvelle version de ',
            { bold: 'TracLink' },
            ', les travaux, les heures de fonctionnement et la consommation sont inscrits automatiquement dans le journal de flotte du portail Lindner.',
          ),
        ],
        contactRole: role.fr,
        downloadTitles: [kit.fr],
      },
    },
  },
  {
    slug: 'lindner-bilanz-2025',
    daysAgo: 210,
    contact: {
      name: 'Markus Steiner',
      email: 'presse@lindner-traktoren.at',
      phone: '+43 5338 7420-118',
    },
    downloads: ['bilanz-2025-pressemappe.pdf'],
    texts: {
      de: {
        title: 'Lindner zieht Bilanz: ein starkes Jahr 2025',
        teaser: 'Mehr ausgelieferte Fahrzeuge und ein wachsender Exportanteil.',
        body: [
          paragraph(
            'Das Familienunternehmen lieferte 2025 mehr Fahrzeuge aus als im Jahr davor. Der Exportanteil stieg auf über 40 Prozent.',
          ),
        ],
        contactRole: 'Unternehmenskommunikation',
        downloadTitles: [kit.de],
      },
      en: {
        title: 'Lindner reviews a strong year 2025',
        teaser: 'More vehicles delivered and a growing share of exports.',
        body: [
          paragraph(
            'The family company delivered more vehicles in 2025 than the year before. Exports rose to over 40 per cent.',
          ),
        ],
        contactRole: 'Corporate communications',
        downloadTitles: [kit.en],
      },
      fr: {
        title: 'Lindner dresse le bilan d’une belle année 2025',
        teaser: 'Davantage de véhicules livrés et une part d’exportation en hausse.',
        body: [
          paragraph(
            'L’entreprise familiale a livré en 2025 plus de véhicules que l’année précédente. La part des exportations dépasse 40 pour cent.',
          ),
        ],
        contactRole: 'Communication d’entreprise',
        downloadTitles: [kit.fr],
      },
    },
  },
];

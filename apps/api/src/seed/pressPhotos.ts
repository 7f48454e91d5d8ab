import type { PressPhotoCategory } from '@lindner/api/schema';

/*
 * Demo press photos: GENERATED DRAWINGS (seed/drawPressPhotos.ts), not photos of Lindner, with
 * captions and credits in German, English and French (two only in German). Each is shipped in
 * two sizes, `{name}-web.jpg` and `{name}-print.jpg` in seed/press-photos/. The photographers
 * are invented. Uploaded `daysAgo` days before the seed's `today`, newest first as listed.
 */

/** What a drawing shows; drawPressPhotos.ts draws each. */
export type PhotoScene = 'tractor' | 'transporter' | 'factory' | 'event';

export interface PhotoText {
  caption: string;
  credit: string;
}

export interface PressPhotoSeed {
  /** Fixed, so running the seed again finds what it made before. */
  id: string;
  name: string;
  category: PressPhotoCategory;
  scene: PhotoScene;
  /** The drawing's main colour and its sky's. */
  colour: string;
  sky: string;
  daysAgo: number;
  texts: { de: PhotoText; en?: PhotoText; fr?: PhotoText };
}

/** The pixels of each size. */
export const pressPhotoSizesPx = { web: [1280, 853], print: [2400, 1600] } as const;

const works = {
  de: 'Foto: Lindner Traktorenwerk (Demo)',
  en: 'Photo: Lindner Traktorenwerk (demo)',
  fr: 'Photo : Lindner Traktorenwerk (démo)',
};
const pichler = { de: 'Foto: Anna Pichler', en: 'Photo: Anna Pichler', fr: 'Photo : Anna Pichler' };
const huber = { de: 'Foto: Stefan Huber', en: 'Photo: Stefan Huber', fr: 'Photo : Stefan Huber' };

const id = (n: number) => `7a2e4c10-3b5d-4f60-8a71-${String(n).padStart(12, '0')}`;

function texts(
  credit: { de: string; en: string; fr: string },
  de: string,
  en?: string,
  fr?: string,
): PressPhotoSeed['texts'] {
  return {
    de: { caption: de, credit: credit.de },
    ...(en ? { en: { caption: en, credit: credit.en } } : {}),
    ...(fr ? { fr: { caption: fr, credit: credit.fr } } : {}),
  };
}

export const pressPhotoSeed: PressPhotoSeed[] = [
  {
    id: id(1),
    name: 'lintrac-130-ls-wiese',
    category: 'tractors',
    scene: 'tractor',
    colour: '#c8102e',
    sky: '#9fd0f0',
    daysAgo: 4,
    texts: texts(
      works,
      'Der Lintrac 130 LS auf einer Bergwiese',
      'The Lintrac 130 LS on a mountain meadow',
      'Le Lintrac 130 LS dans un alpage',
    ),
  },
  {
    id: id(2),
    name: 'lintrac-130-ls-hang',
    category: 'tractors',
    scene: 'tractor',
    colour: '#a50d26',
    sky: '#f2c48a',
    daysAgo: 4,
    texts: texts(
      works,
      'Lintrac 130 LS beim Mähen am Steilhang',
      'Lintrac 130 LS mowing on a steep slope',
      'Lintrac 130 LS fauchant en forte pente',
    ),
  },
  {
    id: id(3),
    name: 'unitrac-122-schnee',
    category: 'transporters',
    scene: 'transporter',
    colour: '#d4202f',
    sky: '#dfe8ef',
    daysAgo: 19,
    texts: texts(
      pichler,
      'Unitrac 122 LDrive im Winterdienst mit Schneefräse',
      'Unitrac 122 LDrive with a snow blower in winter service',
      'Unitrac 122 LDrive avec fraise à neige en service hivernal',
    ),
  },
  {
    id: id(4),
    name: 'unitrac-pass',
    category: 'transporters',
    scene: 'transporter',
    colour: '#b5121b',
    sky: '#c9dcea',
    daysAgo: 19,
    texts: texts(
      pichler,
      'Unitrac auf der Passstraße im Morgenlicht',
      'Unitrac on the pass road in the morning light',
      'Unitrac sur la route du col au petit matin',
    ),
  },
  {
    id: id(5),
    name: 'werk-kundl-luftbild',
    category: 'company',
    scene: 'factory',
    colour: '#7c8a96',
    sky: '#a7d3f2',
    daysAgo: 41,
    texts: texts(
      works,
      'Das Werk in Kundl von oben',
      'The Kundl works from above',
      'L’usine de Kundl vue du ciel',
    ),
  },
  {
    id: id(6),
    name: 'logistikzentrum-baustelle',
    category: 'company',
    scene: 'factory',
    colour: '#9a7b4f',
    sky: '#bcd8ea',
    daysAgo: 41,
    texts: texts(
      huber,
      'Baustelle des neuen Logistikzentrums in Kundl',
      'Construction site of the new logistics centre in Kundl',
      'Chantier du nouveau centre logistique à Kundl',
    ),
  },
  {
    id: id(7),
    name: 'landtechnik-tage-gelaende',
    category: 'events',
    scene: 'event',
    colour: '#e2001a',
    sky: '#8ec7ee',
    daysAgo: 63,
    texts: texts(
      huber,
      'Besucherinnen und Besucher auf dem Vorführgelände der Landtechnik-Tage',
      'Visitors on the demonstration grounds of the machinery days',
      'Visiteurs sur le terrain de démonstration des journées du machinisme',
    ),
  },
  {
    id: id(8),
    name: 'landtechnik-tage-zelt',
    category: 'events',
    scene: 'event',
    colour: '#1f5fa8',
    sky: '#f4d9a6',
    daysAgo: 63,
    texts: texts(
      huber,
      'Das Festzelt der Landtechnik-Tage am Abend',
      'The marquee of the machinery days in the evening',
      'Le chapiteau des journées du machinisme le soir',
    ),
  },
  {
    id: id(9),
    name: 'geotrac-134ep-obstbau',
    category: 'tractors',
    scene: 'tractor',
    colour: '#d11f2e',
    sky: '#b6e0c8',
    daysAgo: 88,
    texts: texts(
      pichler,
      'Geotrac 134ep im Obstbau',
      'Geotrac 134ep in an orchard',
      'Geotrac 134ep en arboriculture',
    ),
  },
  {
    id: id(10),
    name: 'innovationspreis-uebergabe',
    category: 'events',
    scene: 'event',
    colour: '#c79a2b',
    sky: '#d9e4f5',
    daysAgo: 88,
    texts: texts(
      works,
      'Übergabe des Innovationspreises an das Lindner-Entwicklungsteam',
      'The innovation award presented to the Lindner engineering team',
      'Remise du prix de l’innovation à l’équipe de développement Lindner',
    ),
  },
  {
    id: id(11),
    name: 'haendler-rosenheim',
    category: 'company',
    scene: 'factory',
    colour: '#6b7f3a',
    sky: '#a9d1ee',
    daysAgo: 120,
    // German only: for the Austrian and German press.
    texts: texts(huber, 'Neuer Vertriebspartner in Rosenheim'),
  },
  {
    id: id(12),
    name: 'lintrac-95-ls-heuernte',
    category: 'tractors',
    scene: 'tractor',
    colour: '#e2001a',
    sky: '#f7e3a1',
    daysAgo: 130,
    texts: texts(
      pichler,
      'Lintrac 95 LS bei der Heuernte',
      'Lintrac 95 LS bringing in the hay',
      'Lintrac 95 LS pendant la fenaison',
    ),
  },
  {
    id: id(13),
    name: 'unitrac-kommunal',
    category: 'transporters',
    scene: 'transporter',
    colour: '#f08a00',
    sky: '#b9dbf0',
    daysAgo: 150,
    texts: texts(
      works,
      'Unitrac im Kommunaleinsatz mit Kehrmaschine',
      'Unitrac with a sweeper in municipal service',
      'Unitrac avec balayeuse en service municipal',
    ),
  },
  {
    id: id(14),
    name: 'traclink-terminal',
    category: 'tractors',
    scene: 'tractor',
    colour: '#8b0f1f',
    sky: '#cfe3f3',
    daysAgo: 150,
    texts: texts(
      works,
      'Lintrac mit TracLink auf dem Weg zum Feld',
      'Lintrac with TracLink on its way to the field',
      'Lintrac avec TracLink en route vers le champ',
    ),
  },
  {
    id: id(15),
    name: 'montagehalle',
    category: 'company',
    scene: 'factory',
    colour: '#5c6670',
    sky: '#c4d9e8',
    daysAgo: 210,
    // German only.
    texts: texts(works, 'Montagehalle im Werk Kundl'),
  },
  {
    id: id(16),
    name: 'oldtimertreffen',
    category: 'events',
    scene: 'event',
    colour: '#7a4b2a',
    sky: '#a8d4f5',
    daysAgo: 240,
    texts: texts(
      pichler,
      'Oldtimertreffen mit historischen Lindner-Traktoren',
      'Vintage meeting with historic Lindner tractors',
      'Rassemblement de tracteurs Lindner anciens',
    ),
  },
];

import type { OldTimerCatalogue, OldTimerFact } from '@lindner/api/schema';

/** The languages an old-timer's texts and catalogues are written in. */
type TextLanguage = OldTimerCatalogue['language'];

/**
 * Lindner's historic models, the old-timers: reference data, inserted by the migration
 * `reference_old_timers` (written from these lists by apps/api/scripts/referenceDataMigration.ts;
 * see seed/referenceData.ts). Their pictures and catalogue files are drawn and written by
 * seed/drawOldTimerPictures.ts and seed/writeOldTimerCatalogues.ts, its table rows made by
 * seed/oldTimers.ts.
 *
 * DEMO DATA, WRITTEN WITHOUT ACCESS TO LINDNER'S ARCHIVE. Known: Lindner was founded in 1946 in
 * Kundl, Tyrol, and its early tractors were the "Bauernfreund" (BF) series. Everything else is a
 * plausible reconstruction for the portal's demonstration:
 * - the models' names, series and years of production (`builtFrom`, `builtTo`) are plausible, not
 *   checked against Lindner's records;
 * - EVERY FACT (power, engine, cylinders, displacement, top speed, weight, units built) is a
 *   PLAUSIBLE DEMO VALUE and named in that model's `demoFacts`, which the page marks; a fact
 *   nobody would guess stays null (unknown) instead;
 * - the texts are written for this portal (German, addressing the reader with the capitalised
 *   "Du"; English; French with "vous") and name no figure;
 * - the catalogues are DEMO REPRINTS: small PDFs that say so on every page, not Lindner's
 *   documents. `pages` and `sizeBytes` are those of the shipped files (a test compares them).
 * Replace all of it from Lindner's archive before anyone relies on it.
 */

/** The facts of an old-timer page, by `oldTimerFacts`' names. */
export type OldTimerFacts = {
  powerHp: number;
  engine: string;
  cylinders: number;
  displacementCcm: number;
  topSpeedKmh: number;
  weightKg: number;
  unitsBuilt: number;
};

// The facts in `oldTimerFacts`' order, as a record so that none can be missing. (Not the
// schema's array: the tests' global setup loads this list through the built @lindner/api.)
const factOrder: Record<OldTimerFact, true> = {
  powerHp: true,
  engine: true,
  cylinders: true,
  displacementCcm: true,
  topSpeedKmh: true,
  weightKg: true,
  unitsBuilt: true,
};
export const oldTimerFactNames = Object.keys(factOrder) as OldTimerFact[];

export type CatalogueKind = OldTimerCatalogue['kind'];

/** An old-timer's texts in one language. */
export interface OldTimerWording {
  /** One sentence for the list. */
  teaser: string;
  /** The page's story. */
  paragraphs: string[];
  /** The pictures' alt texts, in order: the first is the list's picture (a side view). */
  pictureAlts: string[];
}

export interface CatalogueEntry {
  kind: CatalogueKind;
  /** The language the catalogue is written in. */
  language: TextLanguage;
  year: number;
  /** The shipped file's page count and size (seed/writeOldTimerCatalogues.ts prints them). */
  pages: number;
  sizeBytes: number;
  restricted?: boolean;
}

export interface OldTimerEntry {
  id: string;
  name: string;
  series: string;
  builtFrom: number;
  builtTo: number | null;
  /** Facts from Lindner's records; none so far. */
  recorded?: Partial<OldTimerFacts>;
  /** PLAUSIBLE DEMO VALUES (see above). */
  demo: Partial<OldTimerFacts>;
  texts: Record<TextLanguage, OldTimerWording>;
  catalogues: CatalogueEntry[];
}

export const oldTimerEntries: OldTimerEntry[] = [
  {
    id: 'bf-15',
    name: 'BF 15',
    series: 'Bauernfreund',
    builtFrom: 1948,
    builtTo: 1955,
    demo: {
      powerHp: 15,
      engine: 'Warchalowski WM 1',
      cylinders: 1,
      displacementCcm: 1250,
      topSpeedKmh: 16,
      weightKg: 950,
      unitsBuilt: 400,
    },
    texts: {
      de: {
        teaser:
          'Der erste Bauernfreund aus Kundl: ein schmaler, leichter Traktor für die steilen Höfe Tirols.',
        paragraphs: [
          'Zwei Jahre nach der Gründung seiner Werkstätte in Kundl baute Friedrich Lindner die ersten Traktoren. Der BF 15 – BF steht für Bauernfreund – war schmal, leicht und einfach zu warten: genau das, was ein Bergbauernhof nach dem Krieg brauchte.',
          'Er zog Mähwerk, Heuwagen und Pflug und trieb über die Riemenscheibe Dreschmaschine und Säge an. Viele BF 15 liefen Jahrzehnte lang auf demselben Hof.',
          'Restaurierst Du einen BF 15? Den Verkaufsprospekt kannst Du hier herunterladen; die Betriebsanleitung gibt es für Kundinnen und Kunden mit Kundennummer im Profil.',
        ],
        pictureAlts: ['BF 15 in der Seitenansicht', 'BF 15 mit Heuwagen auf einer Bergwiese'],
      },
      en: {
        teaser:
          'The first Bauernfreund from Kundl: a narrow, light tractor for the steep farms of Tyrol.',
        paragraphs: [
          'Two years after founding his workshop in Kundl, Friedrich Lindner built his first tractors. The BF 15 – BF stands for Bauernfreund, the farmer’s friend – was narrow, light and easy to maintain: just what a mountain farm needed after the war.',
          'It pulled the mower, the hay wagon and the plough, and its belt pulley drove the threshing machine and the saw. Many BF 15s worked on the same farm for decades.',
          'Restoring a BF 15? You can download the sales brochure here; the operating manual is available to customers with a customer number in their profile.',
        ],
        pictureAlts: ['BF 15, side view', 'BF 15 with a hay wagon on a mountain meadow'],
      },
      fr: {
        teaser:
          'Le premier Bauernfreund de Kundl : un tracteur étroit et léger pour les fermes escarpées du Tyrol.',
        paragraphs: [
          'Deux ans après avoir fondé son atelier à Kundl, Friedrich Lindner construisit ses premiers tracteurs. Le BF 15 – BF pour Bauernfreund, « l’ami du paysan » – était étroit, léger et facile à entretenir : exactement ce dont une ferme de montagne avait besoin après la guerre.',
          'Il tirait la faucheuse, le char à foin et la charrue, et sa poulie entraînait la batteuse et la scie. De nombreux BF 15 ont travaillé des décennies sur la même ferme.',
          'Vous restaurez un BF 15 ? Vous pouvez télécharger le prospectus ici ; la notice d’utilisation est réservée aux clients dont le profil contient un numéro client.',
        ],
        pictureAlts: ['BF 15 vu de côté', 'BF 15 avec un char à foin dans un pré de montagne'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1949, pages: 2, sizeBytes: 4160 },
      { kind: 'manual', language: 'de', year: 1950, pages: 4, sizeBytes: 5427, restricted: true },
    ],
  },
  {
    id: 'bf-22',
    name: 'BF 22',
    series: 'Bauernfreund',
    builtFrom: 1952,
    builtTo: 1960,
    demo: {
      powerHp: 22,
      engine: 'Warchalowski WM 2',
      cylinders: 2,
      displacementCcm: 1600,
      topSpeedKmh: 20,
      weightKg: 1250,
      unitsBuilt: 900,
    },
    texts: {
      de: {
        teaser:
          'Mehr Kraft für größere Höfe: Der BF 22 brachte den Bauernfreund in die Täler und aufs Feld.',
        paragraphs: [
          'Anfang der Fünfzigerjahre wuchs die Nachfrage: Die Höfe im Inntal wollten einen Traktor, der auch schwere Anhänger und den Pflug im Talboden zieht. Lindner antwortete mit dem BF 22, dem stärkeren Bruder des BF 15.',
          'Der längere Radstand machte ihn ruhiger auf der Straße, die breitere Spur sicherer am Hang. Mit Mähwerk, Zapfwelle und Riemenscheibe blieb er ein echter Bauernfreund für jede Arbeit am Hof.',
        ],
        pictureAlts: ['BF 22 in der Seitenansicht', 'BF 22 beim Pflügen im Talboden'],
      },
      en: {
        teaser:
          'More power for larger farms: the BF 22 took the Bauernfreund down to the valleys and into the fields.',
        paragraphs: [
          'In the early fifties demand grew: farms in the Inn valley wanted a tractor that could also pull heavy trailers and the plough on the valley floor. Lindner’s answer was the BF 22, the stronger brother of the BF 15.',
          'A longer wheelbase made it calmer on the road, a wider track safer on the slope. With a mower, a power take-off and a belt pulley it stayed a true farmer’s friend for every job on the farm.',
        ],
        pictureAlts: ['BF 22, side view', 'BF 22 ploughing on the valley floor'],
      },
      fr: {
        teaser:
          'Plus de puissance pour des fermes plus grandes : le BF 22 a emmené le Bauernfreund dans les vallées et aux champs.',
        paragraphs: [
          'Au début des années cinquante, la demande augmentait : les fermes de la vallée de l’Inn voulaient un tracteur capable de tirer aussi de lourdes remorques et la charrue en fond de vallée. Lindner répondit avec le BF 22, le grand frère du BF 15.',
          'Un empattement plus long le rendait plus calme sur la route, une voie plus large plus sûr en pente. Avec faucheuse, prise de force et poulie, il restait un véritable ami du paysan pour tous les travaux de la ferme.',
        ],
        pictureAlts: ['BF 22 vu de côté', 'BF 22 au labour en fond de vallée'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1952, pages: 2, sizeBytes: 3945 },
      { kind: 'parts', language: 'de', year: 1954, pages: 3, sizeBytes: 6372, restricted: true },
    ],
  },
  {
    id: 'bf-25',
    name: 'BF 25',
    series: 'Bauernfreund',
    builtFrom: 1957,
    builtTo: 1964,
    demo: {
      powerHp: 25,
      engine: 'MWM AKD 10 Z',
      cylinders: 2,
      displacementCcm: 1800,
      topSpeedKmh: 20,
      weightKg: 1400,
    },
    texts: {
      de: {
        teaser: 'Der letzte Bauernfreund: ausgereift, mit Zapfwelle und hydraulischem Kraftheber.',
        paragraphs: [
          'Mit dem BF 25 brachte Lindner Ende der Fünfzigerjahre die Erfahrung aus zehn Jahren Traktorbau auf den Punkt. Der hydraulische Kraftheber machte das Anbauen von Geräten leichter als je zuvor.',
          'Er war der letzte Traktor, der den Namen Bauernfreund trug. Seine Nachfolger trugen nur noch Typennummern – der Charakter blieb: wendig, robust und für den Berg gebaut.',
        ],
        pictureAlts: ['BF 25 in der Seitenansicht', 'BF 25 mit angebautem Mähwerk'],
      },
      en: {
        teaser: 'The last Bauernfreund: mature, with a power take-off and a hydraulic lift.',
        paragraphs: [
          'With the BF 25, Lindner distilled ten years of tractor building at the end of the fifties. Its hydraulic lift made mounting implements easier than ever before.',
          'It was the last tractor to bear the name Bauernfreund. Its successors carried only type numbers – the character stayed: nimble, robust and built for the mountains.',
        ],
        pictureAlts: ['BF 25, side view', 'BF 25 with a mounted mower'],
      },
      fr: {
        teaser: 'Le dernier Bauernfreund : abouti, avec prise de force et relevage hydraulique.',
        paragraphs: [
          'Avec le BF 25, Lindner a condensé à la fin des années cinquante dix ans d’expérience dans la construction de tracteurs. Son relevage hydraulique rendait l’attelage des outils plus simple que jamais.',
          'Ce fut le dernier tracteur à porter le nom de Bauernfreund. Ses successeurs ne portaient plus que des numéros de type – le caractère est resté : maniable, robuste et conçu pour la montagne.',
        ],
        pictureAlts: ['BF 25 vu de côté', 'BF 25 avec faucheuse portée'],
      },
    },
    catalogues: [{ kind: 'brochure', language: 'de', year: 1957, pages: 1, sizeBytes: 2416 }],
  },
  {
    id: 'lindner-1450',
    name: 'Lindner 1450',
    series: 'Lindner Standard',
    builtFrom: 1962,
    builtTo: 1970,
    demo: {
      powerHp: 40,
      engine: 'MWM D 208-3',
      cylinders: 3,
      displacementCcm: 2500,
      topSpeedKmh: 25,
      weightKg: 2200,
      unitsBuilt: 1500,
    },
    texts: {
      de: {
        teaser:
          'Ein neuer Name, ein neues Kapitel: Mit dem 1450 begann die Reihe der Lindner-Standardtraktoren.',
        paragraphs: [
          'In den Sechzigerjahren wurden die Höfe größer und die Arbeit schneller. Der Lindner 1450 bot mehr Gänge, einen bequemeren Fahrerplatz und eine Motorhaube, die schon an spätere Modelle erinnert.',
          'Für viele Familien war er der erste Traktor, mit dem man auch weite Strecken zum Lagerhaus oder zur Molkerei fuhr. Verkaufsprospekt und Betriebsanleitung stehen Dir hier frei zur Verfügung.',
        ],
        pictureAlts: [
          'Lindner 1450 in der Seitenansicht',
          'Lindner 1450 mit Ladewagen auf dem Hof',
        ],
      },
      en: {
        teaser: 'A new name, a new chapter: the 1450 began the line of Lindner standard tractors.',
        paragraphs: [
          'In the sixties farms grew larger and work got faster. The Lindner 1450 offered more gears, a more comfortable driver’s seat and a bonnet that already hints at later models.',
          'For many families it was the first tractor they also drove long distances with, to the warehouse or the dairy. The sales brochure and the operating manual are freely available here.',
        ],
        pictureAlts: [
          'Lindner 1450, side view',
          'Lindner 1450 with a loader wagon in the farmyard',
        ],
      },
      fr: {
        teaser:
          'Un nouveau nom, un nouveau chapitre : avec le 1450 commença la lignée des tracteurs standard Lindner.',
        paragraphs: [
          'Dans les années soixante, les fermes s’agrandissaient et le travail s’accélérait. Le Lindner 1450 offrait plus de rapports, un poste de conduite plus confortable et un capot qui annonce déjà les modèles suivants.',
          'Pour de nombreuses familles, ce fut le premier tracteur avec lequel on parcourait aussi de longues distances jusqu’à la coopérative ou la laiterie. Le prospectus et la notice d’utilisation sont ici en libre accès.',
        ],
        pictureAlts: [
          'Lindner 1450 vu de côté',
          'Lindner 1450 avec autochargeuse dans la cour de ferme',
        ],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1962, pages: 2, sizeBytes: 3916 },
      { kind: 'manual', language: 'de', year: 1963, pages: 3, sizeBytes: 4406 },
    ],
  },
  {
    id: 'lindner-1600',
    name: 'Lindner 1600',
    series: 'Lindner Standard',
    builtFrom: 1966,
    builtTo: 1975,
    demo: {
      powerHp: 48,
      engine: 'MWM D 208-3',
      cylinders: 3,
      displacementCcm: 2800,
      topSpeedKmh: 25,
      weightKg: 2500,
      unitsBuilt: 2200,
    },
    texts: {
      de: {
        teaser:
          'Kräftig, zuverlässig und lange gebaut: Der 1600 war in den Sechziger- und Siebzigerjahren auf vielen Tiroler Höfen zu Hause.',
        paragraphs: [
          'Der Lindner 1600 setzte auf das bewährte Konzept des 1450 und legte bei Motor und Getriebe nach. Er zog schwerere Geräte und blieb dabei so wendig, wie es die engen Hofzufahrten verlangten.',
          'Viele 1600 sind bis heute fahrbereit. Für ihre Pflege gibt es die Betriebsanleitung und die Ersatzteilliste: Beide kannst Du herunterladen, wenn Deine Kundennummer in Deinem Profil eingetragen ist.',
        ],
        pictureAlts: ['Lindner 1600 in der Seitenansicht', 'Lindner 1600 beim Heuwenden'],
      },
      en: {
        teaser:
          'Strong, reliable and built for a long time: the 1600 was at home on many Tyrolean farms in the sixties and seventies.',
        paragraphs: [
          'The Lindner 1600 built on the proven design of the 1450 and added more engine and transmission. It pulled heavier implements while staying as nimble as narrow farm drives demanded.',
          'Many 1600s are still roadworthy today. For their care there are the operating manual and the spare parts list: you can download both once your customer number is entered in your profile.',
        ],
        pictureAlts: ['Lindner 1600, side view', 'Lindner 1600 turning hay'],
      },
      fr: {
        teaser:
          'Puissant, fiable et longtemps produit : le 1600 était chez lui dans de nombreuses fermes tyroliennes des années soixante et soixante-dix.',
        paragraphs: [
          'Le Lindner 1600 reprenait la conception éprouvée du 1450 en renforçant moteur et transmission. Il tirait des outils plus lourds tout en restant aussi maniable que l’exigeaient les accès étroits des fermes.',
          'Beaucoup de 1600 roulent encore aujourd’hui. Pour leur entretien, la notice d’utilisation et la liste des pièces détachées sont disponibles : vous pouvez les télécharger dès que votre numéro client figure dans votre profil.',
        ],
        pictureAlts: ['Lindner 1600 vu de côté', 'Lindner 1600 au fanage'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1966, pages: 2, sizeBytes: 3980 },
      { kind: 'manual', language: 'de', year: 1967, pages: 4, sizeBytes: 5445, restricted: true },
      { kind: 'parts', language: 'de', year: 1968, pages: 3, sizeBytes: 6389, restricted: true },
    ],
  },
  {
    id: 'lindner-520',
    name: 'Lindner 520',
    series: 'Lindner Standard',
    builtFrom: 1972,
    builtTo: 1980,
    demo: {
      powerHp: 30,
      engine: 'MWM D 208-2',
      cylinders: 2,
      displacementCcm: 1700,
      topSpeedKmh: 22,
      weightKg: 1600,
    },
    texts: {
      de: {
        teaser:
          'Kompakt und sparsam: Der 520 war der kleine Lindner für Nebenerwerb, Obstbau und Gemeinde.',
        paragraphs: [
          'Nicht jeder Betrieb brauchte einen großen Traktor. Der Lindner 520 war kurz, leicht und günstig im Unterhalt – ideal für kleinere Höfe, Obstgärten und den Winterdienst in der Gemeinde.',
          'Auch über die Grenze hinaus fand er Käufer: Neben dem deutschen Verkaufsprospekt gibt es einen französischen für die Händler in der Schweiz und in Frankreich.',
        ],
        pictureAlts: ['Lindner 520 in der Seitenansicht', 'Lindner 520 im Obstgarten'],
      },
      en: {
        teaser:
          'Compact and economical: the 520 was the small Lindner for part-time farms, orchards and municipalities.',
        paragraphs: [
          'Not every farm needed a big tractor. The Lindner 520 was short, light and cheap to run – ideal for smaller farms, orchards and winter service in the municipality.',
          'It found buyers beyond the border too: besides the German sales brochure there is a French one for the dealers in Switzerland and France.',
        ],
        pictureAlts: ['Lindner 520, side view', 'Lindner 520 in an orchard'],
      },
      fr: {
        teaser:
          'Compact et économique : le 520 était le petit Lindner des exploitations à temps partiel, de l’arboriculture et des communes.',
        paragraphs: [
          'Toutes les exploitations n’avaient pas besoin d’un gros tracteur. Le Lindner 520 était court, léger et peu coûteux à entretenir – idéal pour les petites fermes, les vergers et le service hivernal des communes.',
          'Il a aussi trouvé des acheteurs au-delà de la frontière : en plus du prospectus allemand, il en existe un en français pour les concessionnaires de Suisse et de France.',
        ],
        pictureAlts: ['Lindner 520 vu de côté', 'Lindner 520 dans un verger'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1972, pages: 2, sizeBytes: 3838 },
      { kind: 'brochure', language: 'fr', year: 1973, pages: 2, sizeBytes: 4005 },
    ],
  },
  {
    id: 'lindner-1700',
    name: 'Lindner 1700',
    series: 'Lindner Standard',
    builtFrom: 1975,
    builtTo: 1983,
    demo: {
      powerHp: 58,
      engine: 'Perkins 4.236',
      cylinders: 4,
      displacementCcm: 3860,
      topSpeedKmh: 30,
      weightKg: 2900,
      unitsBuilt: 1800,
    },
    texts: {
      de: {
        teaser:
          'Der große Standardtraktor der Siebzigerjahre, mit Sicherheitsrahmen und komfortablem Fahrerplatz.',
        paragraphs: [
          'Mitte der Siebzigerjahre stellte Lindner den 1700 vor, den bis dahin größten Traktor aus Kundl. Ein Sicherheitsrahmen schützte den Fahrer, der Fahrersitz war gefedert und bot gute Sicht.',
          'Mit ihm wurden Ladewagen, Kreiselheuer und Güllefass auf vielen Höfen zum Alltag. Im Verkaufsprospekt kannst Du nachlesen, wie Lindner ihn damals beworben hat.',
        ],
        pictureAlts: ['Lindner 1700 in der Seitenansicht', 'Lindner 1700 mit Güllefass'],
      },
      en: {
        teaser:
          'The big standard tractor of the seventies, with a safety frame and a comfortable driver’s seat.',
        paragraphs: [
          'In the mid-seventies Lindner presented the 1700, the largest tractor from Kundl up to then. A safety frame protected the driver, and the seat was sprung and gave a good view.',
          'With it, loader wagons, rotary tedders and slurry tankers became everyday equipment on many farms. In the sales brochure you can read how Lindner advertised it at the time.',
        ],
        pictureAlts: ['Lindner 1700, side view', 'Lindner 1700 with a slurry tanker'],
      },
      fr: {
        teaser:
          'Le grand tracteur standard des années soixante-dix, avec arceau de sécurité et poste de conduite confortable.',
        paragraphs: [
          'Au milieu des années soixante-dix, Lindner présenta le 1700, le plus grand tracteur sorti de Kundl jusqu’alors. Un arceau de sécurité protégeait le conducteur, le siège était suspendu et offrait une bonne visibilité.',
          'Avec lui, l’autochargeuse, la faneuse rotative et la tonne à lisier sont devenues le quotidien de nombreuses fermes. Le prospectus vous montre comment Lindner le présentait à l’époque.',
        ],
        pictureAlts: ['Lindner 1700 vu de côté', 'Lindner 1700 avec tonne à lisier'],
      },
    },
    catalogues: [{ kind: 'brochure', language: 'de', year: 1975, pages: 3, sizeBytes: 4931 }],
  },
  {
    id: 'lindner-1650-a',
    name: 'Lindner 1650 A',
    series: 'Lindner Standard',
    builtFrom: 1979,
    builtTo: 1988,
    demo: {
      powerHp: 55,
      engine: 'Perkins 4.203',
      cylinders: 4,
      displacementCcm: 3330,
      topSpeedKmh: 30,
      weightKg: 3000,
      unitsBuilt: 1600,
    },
    texts: {
      de: {
        teaser:
          'Allradantrieb für den Berg: Mit dem 1650 A bekamen die Lindner-Standardtraktoren Traktion an allen vier Rädern.',
        paragraphs: [
          'Am steilen Hang entscheidet die Traktion. Der 1650 A – A für Allrad – trieb auch die Vorderräder an und zog damit sicher, wo ein Traktor mit Hinterradantrieb längst rutschte.',
          'Mit Kabine und Heizung wurden auch lange Wintertage im Räumdienst angenehm. Die Betriebsanleitung steht Kundinnen und Kunden mit Kundennummer im Profil zur Verfügung.',
        ],
        pictureAlts: ['Lindner 1650 A in der Seitenansicht', 'Lindner 1650 A am steilen Hang'],
      },
      en: {
        teaser:
          'Four-wheel drive for the mountains: with the 1650 A the Lindner standard tractors got traction on all four wheels.',
        paragraphs: [
          'On a steep slope, traction decides. The 1650 A – A for Allrad, all-wheel drive – also drove its front wheels and so pulled safely where a rear-wheel-drive tractor had long since slipped.',
          'With a heated cab, even long winter days of snow clearing were comfortable. The operating manual is available to customers with a customer number in their profile.',
        ],
        pictureAlts: ['Lindner 1650 A, side view', 'Lindner 1650 A on a steep slope'],
      },
      fr: {
        teaser:
          'Quatre roues motrices pour la montagne : avec le 1650 A, les tracteurs standard Lindner ont gagné la motricité sur les quatre roues.',
        paragraphs: [
          'En forte pente, c’est la motricité qui décide. Le 1650 A – A pour Allrad, quatre roues motrices – entraînait aussi les roues avant et tirait ainsi en toute sécurité là où un tracteur à deux roues motrices patinait depuis longtemps.',
          'Avec une cabine chauffée, même les longues journées de déneigement devenaient agréables. La notice d’utilisation est réservée aux clients dont le profil contient un numéro client.',
        ],
        pictureAlts: ['Lindner 1650 A vu de côté', 'Lindner 1650 A en forte pente'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1979, pages: 2, sizeBytes: 3863 },
      { kind: 'manual', language: 'de', year: 1980, pages: 4, sizeBytes: 5449, restricted: true },
    ],
  },
  {
    id: 'lindner-1700-a',
    name: 'Lindner 1700 A',
    series: 'Lindner Standard',
    builtFrom: 1984,
    builtTo: 1993,
    demo: {
      powerHp: 65,
      engine: 'Perkins 4.236',
      cylinders: 4,
      displacementCcm: 3860,
      topSpeedKmh: 30,
      weightKg: 3300,
      unitsBuilt: 2400,
    },
    texts: {
      de: {
        teaser:
          'Der Allrad-Klassiker der Achtzigerjahre: stark, mit Kabine und bis in die Neunzigerjahre gebaut.',
        paragraphs: [
          'Der 1700 A verband den großen Standardtraktor mit dem Allradantrieb des 1650 A. Eine geräumige Kabine, eine kräftige Hydraulik und ein gut abgestuftes Getriebe machten ihn zum Arbeitstier für Grünland und Transport.',
          'Er wurde auch ins Ausland geliefert; den Verkaufsprospekt gibt es deshalb auf Deutsch und auf Englisch.',
        ],
        pictureAlts: [
          'Lindner 1700 A in der Seitenansicht',
          'Lindner 1700 A mit Ladewagen auf der Straße',
        ],
      },
      en: {
        teaser:
          'The four-wheel-drive classic of the eighties: strong, with a cab, and built into the nineties.',
        paragraphs: [
          'The 1700 A combined the big standard tractor with the four-wheel drive of the 1650 A. A roomy cab, powerful hydraulics and a well-spaced transmission made it a workhorse for grassland and transport.',
          'It was also delivered abroad, which is why the sales brochure exists in German and in English.',
        ],
        pictureAlts: [
          'Lindner 1700 A, side view',
          'Lindner 1700 A with a loader wagon on the road',
        ],
      },
      fr: {
        teaser:
          'Le classique à quatre roues motrices des années quatre-vingt : puissant, avec cabine, et construit jusque dans les années quatre-vingt-dix.',
        paragraphs: [
          'Le 1700 A associait le grand tracteur standard aux quatre roues motrices du 1650 A. Une cabine spacieuse, une hydraulique puissante et une transmission bien étagée en faisaient un bourreau de travail pour les prairies et le transport.',
          'Il a aussi été livré à l’étranger ; c’est pourquoi le prospectus existe en allemand et en anglais.',
        ],
        pictureAlts: [
          'Lindner 1700 A vu de côté',
          'Lindner 1700 A avec autochargeuse sur la route',
        ],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1984, pages: 2, sizeBytes: 3826 },
      { kind: 'brochure', language: 'en', year: 1985, pages: 2, sizeBytes: 3836 },
    ],
  },
  {
    id: 'unitrac-75',
    name: 'Unitrac 75',
    series: 'Unitrac',
    builtFrom: 1990,
    builtTo: 1997,
    demo: {
      powerHp: 75,
      engine: 'Perkins 1004-4',
      cylinders: 4,
      displacementCcm: 4000,
      topSpeedKmh: 40,
      weightKg: 3600,
      unitsBuilt: 600,
    },
    texts: {
      de: {
        teaser:
          'Ein Transporter wie kein anderer: Der frühe Unitrac verband Ladefläche, Allrad und Geräteanbau.',
        paragraphs: [
          'Anfang der Neunzigerjahre ging Lindner einen neuen Weg: Der Unitrac war Transporter und Geräteträger zugleich. Vorne die Kabine, hinten die Ladefläche, dazwischen Allradantrieb für steile Wiesen und verschneite Straßen.',
          'Gemeinden schätzten ihn im Winterdienst, Bergbauern beim Heutransport. Aus dieser Idee wurde die Unitrac-Baureihe, die Lindner bis heute baut.',
          'Die Betriebsanleitung kannst Du herunterladen, wenn Deine Kundennummer in Deinem Profil steht.',
        ],
        pictureAlts: ['Unitrac 75 in der Seitenansicht', 'Unitrac 75 mit Heu auf der Ladefläche'],
      },
      en: {
        teaser:
          'A transporter like no other: the early Unitrac combined a load platform, four-wheel drive and mounted implements.',
        paragraphs: [
          'In the early nineties Lindner took a new path: the Unitrac was a transporter and an implement carrier at once. The cab in front, the platform behind, and four-wheel drive in between for steep meadows and snowy roads.',
          'Municipalities valued it for winter service, mountain farmers for carrying hay. This idea became the Unitrac range, which Lindner still builds today.',
          'You can download the operating manual once your customer number is in your profile.',
        ],
        pictureAlts: ['Unitrac 75, side view', 'Unitrac 75 with hay on its platform'],
      },
      fr: {
        teaser:
          'Un transporteur pas comme les autres : le premier Unitrac associait plateau, quatre roues motrices et outils portés.',
        paragraphs: [
          'Au début des années quatre-vingt-dix, Lindner prit une nouvelle voie : l’Unitrac était à la fois transporteur et porte-outils. La cabine à l’avant, le plateau à l’arrière et, entre les deux, quatre roues motrices pour les prés escarpés et les routes enneigées.',
          'Les communes l’appréciaient pour le service hivernal, les agriculteurs de montagne pour le transport du foin. De cette idée est née la gamme Unitrac, que Lindner construit encore aujourd’hui.',
          'Vous pouvez télécharger la notice d’utilisation dès que votre numéro client figure dans votre profil.',
        ],
        pictureAlts: ['Unitrac 75 vu de côté', 'Unitrac 75 chargé de foin'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1990, pages: 2, sizeBytes: 4039 },
      { kind: 'manual', language: 'de', year: 1991, pages: 4, sizeBytes: 5432, restricted: true },
    ],
  },
  {
    id: 'geotrac-70',
    name: 'Geotrac 70',
    series: 'Geotrac',
    builtFrom: 1995,
    builtTo: 2002,
    demo: {
      powerHp: 70,
      engine: 'Perkins 1004-4',
      cylinders: 4,
      displacementCcm: 4000,
      topSpeedKmh: 40,
      weightKg: 3400,
    },
    texts: {
      de: {
        teaser:
          'Der Anfang der Geotrac-Baureihe: ein moderner Allradtraktor mit Komfortkabine für Grünland und Berg.',
        paragraphs: [
          'Mitte der Neunzigerjahre stellte Lindner die Geotrac-Baureihe vor. Der Geotrac 70 brachte eine neue, runde Kabine, einen leisen Arbeitsplatz und eine Hydraulik, die auch moderne Frontgeräte trug.',
          'Die Geotrac-Traktoren wurden bald auch in Frankreich verkauft; neben dem deutschen Prospekt gibt es deshalb einen französischen. Beide kannst Du frei herunterladen.',
        ],
        pictureAlts: ['Geotrac 70 in der Seitenansicht', 'Geotrac 70 mit Frontmähwerk'],
      },
      en: {
        teaser:
          'The start of the Geotrac range: a modern four-wheel-drive tractor with a comfort cab for grassland and the mountains.',
        paragraphs: [
          'In the mid-nineties Lindner presented the Geotrac range. The Geotrac 70 brought a new rounded cab, a quiet workplace and hydraulics strong enough for modern front implements.',
          'Geotrac tractors were soon sold in France too, so besides the German brochure there is a French one. You can download both freely.',
        ],
        pictureAlts: ['Geotrac 70, side view', 'Geotrac 70 with a front mower'],
      },
      fr: {
        teaser:
          'Le début de la gamme Geotrac : un tracteur moderne à quatre roues motrices avec cabine confort pour les prairies et la montagne.',
        paragraphs: [
          'Au milieu des années quatre-vingt-dix, Lindner présenta la gamme Geotrac. Le Geotrac 70 apportait une nouvelle cabine arrondie, un poste de travail silencieux et une hydraulique capable de porter des outils frontaux modernes.',
          'Les tracteurs Geotrac ont bientôt été vendus en France aussi ; c’est pourquoi il existe, en plus du prospectus allemand, un prospectus en français. Vous pouvez télécharger les deux librement.',
        ],
        pictureAlts: ['Geotrac 70 vu de côté', 'Geotrac 70 avec faucheuse frontale'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1995, pages: 2, sizeBytes: 3854 },
      { kind: 'brochure', language: 'fr', year: 1996, pages: 2, sizeBytes: 4039 },
    ],
  },
  {
    id: 'geotrac-80',
    name: 'Geotrac 80',
    series: 'Geotrac',
    builtFrom: 1997,
    builtTo: 2004,
    demo: {
      powerHp: 80,
      engine: 'Perkins 1004-4T',
      cylinders: 4,
      displacementCcm: 4000,
      topSpeedKmh: 40,
      weightKg: 3550,
    },
    texts: {
      de: {
        teaser:
          'Mehr Leistung in der jungen Geotrac-Baureihe, gebaut bis in die Zweitausenderjahre.',
        paragraphs: [
          'Der Geotrac 80 ergänzte die Baureihe nach oben. Er bot dieselbe Kabine wie der Geotrac 70, mehr Zugkraft und ein fein abgestuftes Getriebe für Feld und Straße.',
          'Fährst Du heute einen Geotrac 80, findest Du hier den Verkaufsprospekt; die Ersatzteilliste gibt es mit Kundennummer im Profil.',
        ],
        pictureAlts: ['Geotrac 80 in der Seitenansicht', 'Geotrac 80 beim Schwaden'],
      },
      en: {
        teaser: 'More power in the young Geotrac range, built into the two-thousands.',
        paragraphs: [
          'The Geotrac 80 extended the range upwards. It offered the same cab as the Geotrac 70, more pulling power and a finely stepped transmission for field and road.',
          'If you drive a Geotrac 80 today, you will find the sales brochure here; the spare parts list is available with a customer number in your profile.',
        ],
        pictureAlts: ['Geotrac 80, side view', 'Geotrac 80 raking hay'],
      },
      fr: {
        teaser:
          'Plus de puissance dans la jeune gamme Geotrac, construit jusque dans les années deux mille.',
        paragraphs: [
          'Le Geotrac 80 complétait la gamme vers le haut. Il offrait la même cabine que le Geotrac 70, plus de force de traction et une transmission finement étagée pour les champs et la route.',
          'Si vous conduisez aujourd’hui un Geotrac 80, vous trouverez ici le prospectus ; la liste des pièces détachées est disponible avec un numéro client dans votre profil.',
        ],
        pictureAlts: ['Geotrac 80 vu de côté', 'Geotrac 80 à l’andainage'],
      },
    },
    catalogues: [
      { kind: 'brochure', language: 'de', year: 1997, pages: 2, sizeBytes: 3764 },
      { kind: 'parts', language: 'de', year: 1998, pages: 3, sizeBytes: 6426, restricted: true },
    ],
  },
];

/** The languages of the texts: German the source, English, French. */
export const oldTimerLanguages: TextLanguage[] = ['de', 'en', 'fr'];

/** A catalogue's id: `{old-timer}-{kind}`, with the catalogue's language unless German. */
export function catalogueId(oldTimerId: string, { kind, language }: CatalogueEntry): string {
  return `${oldTimerId}-${kind}${language === 'de' ? '' : `-${language}`}`;
}

/** The words of a catalogue's kind in its file name, by the catalogue's language. */
const fileWords: Record<TextLanguage, Record<CatalogueKind, string>> = {
  de: { brochure: 'prospekt', manual: 'betriebsanleitung', parts: 'ersatzteilliste' },
  en: { brochure: 'brochure', manual: 'operating-manual', parts: 'parts-list' },
  fr: { brochure: 'prospectus', manual: 'notice-d-utilisation', parts: 'pieces-detachees' },
};

/** A catalogue's file (and download) name, e.g. `lindner-bf-15-prospekt-1949.pdf`. */
export function catalogueFileName(oldTimerId: string, catalogue: CatalogueEntry): string {
  const model = oldTimerId.startsWith('lindner-') ? oldTimerId : `lindner-${oldTimerId}`;
  return `${model}-${fileWords[catalogue.language][catalogue.kind]}-${catalogue.year}.pdf`;
}

/** A catalogue's title in a language: its kind, the model and the year. */
const titleWords: Record<TextLanguage, Record<CatalogueKind, string>> = {
  de: { brochure: 'Verkaufsprospekt', manual: 'Betriebsanleitung', parts: 'Ersatzteilliste' },
  en: { brochure: 'Sales brochure', manual: 'Operating manual', parts: 'Spare parts list' },
  fr: {
    brochure: 'Prospectus',
    manual: 'Notice d’utilisation',
    parts: 'Liste des pièces détachées',
  },
};

/** What a catalogue is called in a language, e.g. "Verkaufsprospekt BF 15 (1949)". */
export function catalogueTitle(
  name: string,
  catalogue: Pick<CatalogueEntry, 'kind' | 'year'>,
  language: TextLanguage,
): string {
  return `${titleWords[language][catalogue.kind]} ${name} (${catalogue.year})`;
}

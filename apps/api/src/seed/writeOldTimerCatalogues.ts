// `npx tsx apps/api/src/seed/writeOldTimerCatalogues.ts`: writes the old-timers' DEMO CATALOGUES
// (referenceData/oldTimers.ts) as small PDF files to seed/old-timer-catalogues/: a cover and text pages
// with the catalogue's kind, the model, the year and, on every page, the note "Nachdruck / Demo".
// They are not Lindner's documents. The writer is documents/pdf.ts (PDF 1.4 by hand), so the same
// list gives the same bytes on every machine.
// It prints each file's pages and size; a size that differs from the list's `sizeBytes` is to be
// copied into referenceData/oldTimers.ts (the data test compares them). The files are committed, so
// neither the seed nor the server writes anything.
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import { a5Page, pdfDocument, pdfFontNames, pdfString, type PdfFont } from '../documents/pdf';
import { oldTimerCatalogueDir } from '../modules/old-timers/oldTimerFiles';
import type { TextLanguage } from '../modules/old-timers/tables';
import {
  catalogueFileName,
  catalogueTitle,
  oldTimerEntries,
  type CatalogueEntry,
  type CatalogueKind,
  type OldTimerEntry,
} from '../referenceData/oldTimers';

// ——— The pages' drawing ———

const pageWidth = a5Page.width;
const pageHeight = a5Page.height;
const margin = 42;

/** One page's drawing operators. */
class PageContent {
  private readonly operators: string[] = [];

  text(x: number, y: number, text: string, size: number, font: PdfFont = 'regular') {
    this.operators.push(
      `BT /${pdfFontNames[font]} ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`,
    );
    return this;
  }

  /** Text centred on the page. Helvetica's width is estimated: half the size per character. */
  centred(y: number, text: string, size: number, font: PdfFont = 'regular') {
    const width = estimatedWidth(text, size, font);
    return this.text(Math.round((pageWidth - width) / 2), y, text, size, font);
  }

  /** Text wrapped to the page's width; returns the y below the last line. */
  paragraph(y: number, text: string, size: number, leading = size * 1.4): number {
    for (const line of wrapped(text, size, pageWidth - 2 * margin)) {
      this.text(margin, Math.round(y), line, size);
      y -= leading;
    }
    return y;
  }

  colour(fill: [number, number, number], stroke = fill) {
    this.operators.push(`${fill.join(' ')} rg ${stroke.join(' ')} RG`);
    return this;
  }

  rectangle(x: number, y: number, width: number, height: number, paint: 'f' | 'S' = 'S') {
    this.operators.push(`${x} ${y} ${width} ${height} re ${paint}`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 1) {
    this.operators.push(`${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
    return this;
  }

  /** A circle from four Bézier curves. */
  circle(cx: number, cy: number, r: number, paint: 'f' | 'S' = 'S') {
    const k = r * 0.5523;
    this.operators.push(
      `${cx + r} ${cy} m ` +
        `${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ` +
        `${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ` +
        `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ` +
        `${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c ${paint}`,
    );
    return this;
  }

  toString() {
    return this.operators.join('\n');
  }
}

function estimatedWidth(text: string, size: number, font: PdfFont = 'regular') {
  return text.length * size * (font === 'bold' ? 0.56 : 0.5);
}

function wrapped(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && estimatedWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ——— The catalogues' pages ———

const sepia: [number, number, number] = [0.42, 0.3, 0.17];
const paper: [number, number, number] = [0.97, 0.94, 0.87];
const ink: [number, number, number] = [0.2, 0.16, 0.12];

interface Wording {
  series: (series: string) => string;
  edition: (year: number) => string;
  page: (number: number, of: number) => string;
  note: string;
  contents: string;
  glance: string;
  equipment: string;
  equipmentItems: string[];
  beforeDriving: string;
  beforeDrivingItems: string[];
  care: string;
  careItems: string[];
  partsHeading: string;
  partsColumns: [string, string, string];
  parts: string[];
  demoFigures: string;
}

const wording: Record<TextLanguage, Wording> = {
  de: {
    series: (series) => `Baureihe ${series}`,
    edition: (year) => `Ausgabe ${year}`,
    page: (number, of) => `Seite ${number} von ${of}`,
    note: 'Nachdruck / Demo – kein Originaldokument von Lindner',
    contents: 'Inhalt',
    glance: 'Auf einen Blick',
    equipment: 'Ausstattung und Anbaugeräte',
    equipmentItems: [
      'Zapfwelle und Riemenscheibe',
      'Mähwerk für Hang und Tal',
      'Anhängevorrichtung für Heu- und Ladewagen',
      'Beleuchtung für die Fahrt auf der Straße',
      'Werkzeugkasten und Bedienungsanleitung',
    ],
    beforeDriving: 'Vor der ersten Fahrt',
    beforeDrivingItems: [
      'Ölstand von Motor und Getriebe prüfen.',
      'Reifendruck und Radmuttern kontrollieren.',
      'Bremsen und Lenkung im Stand prüfen.',
      'Am Hang nie quer zur Falllinie wenden.',
      'Mitfahrende nur auf dem vorgesehenen Sitz.',
    ],
    care: 'Pflege und Wartung',
    careItems: [
      'Täglich: Luftfilter und Kühler reinigen.',
      'Wöchentlich: alle Schmiernippel abschmieren.',
      'Jede Saison: Motoröl und Filter wechseln.',
      'Vor dem Winter: Kühlwasser und Batterie prüfen.',
    ],
    partsHeading: 'Ersatzteile',
    partsColumns: ['Nummer', 'Bezeichnung', 'Stück'],
    parts: [
      'Zylinderkopfdichtung',
      'Kupplungsscheibe',
      'Keilriemen',
      'Luftfiltereinsatz',
      'Einspritzdüse',
      'Ölfilter',
      'Bremsbelag',
      'Lenkmanschette',
      'Scheinwerferglas',
      'Sitzfeder',
    ],
    demoFigures: 'Teilenummern und Mengen sind Demo-Werte.',
  },
  en: {
    series: (series) => `${series} series`,
    edition: (year) => `Edition ${year}`,
    page: (number, of) => `Page ${number} of ${of}`,
    note: 'Nachdruck / Demo – reprint for demonstration, not an original Lindner document',
    contents: 'Contents',
    glance: 'At a glance',
    equipment: 'Equipment and implements',
    equipmentItems: [
      'Power take-off and belt pulley',
      'Mower for slope and valley',
      'Hitch for hay and loader wagons',
      'Lights for driving on the road',
      'Tool box and operating manual',
    ],
    beforeDriving: 'Before the first drive',
    beforeDrivingItems: [
      'Check the engine and transmission oil levels.',
      'Check the tyre pressure and the wheel nuts.',
      'Test the brakes and the steering at a standstill.',
      'Never turn across the slope on a hillside.',
      'Passengers only on the seat provided.',
    ],
    care: 'Care and maintenance',
    careItems: [
      'Daily: clean the air filter and the radiator.',
      'Weekly: grease every lubrication nipple.',
      'Every season: change the engine oil and filter.',
      'Before winter: check the coolant and the battery.',
    ],
    partsHeading: 'Spare parts',
    partsColumns: ['Number', 'Description', 'Qty'],
    parts: [
      'Cylinder head gasket',
      'Clutch disc',
      'V-belt',
      'Air filter element',
      'Injection nozzle',
      'Oil filter',
      'Brake lining',
      'Steering gaiter',
      'Headlight glass',
      'Seat spring',
    ],
    demoFigures: 'Part numbers and quantities are demo values.',
  },
  fr: {
    series: (series) => `Série ${series}`,
    edition: (year) => `Édition ${year}`,
    page: (number, of) => `Page ${number} sur ${of}`,
    note: 'Nachdruck / Demo – réimpression de démonstration, pas un document original de Lindner',
    contents: 'Sommaire',
    glance: 'En bref',
    equipment: 'Équipement et outils',
    equipmentItems: [
      'Prise de force et poulie',
      'Faucheuse pour la pente et la vallée',
      'Attelage pour char à foin et autochargeuse',
      'Éclairage pour la route',
      'Caisse à outils et notice d’utilisation',
    ],
    beforeDriving: 'Avant la première utilisation',
    beforeDrivingItems: [
      'Contrôlez les niveaux d’huile du moteur et de la boîte.',
      'Contrôlez la pression des pneus et les écrous de roue.',
      'Essayez les freins et la direction à l’arrêt.',
      'En pente, ne faites jamais demi-tour en travers.',
      'Passagers uniquement sur le siège prévu.',
    ],
    care: 'Entretien',
    careItems: [
      'Chaque jour : nettoyez le filtre à air et le radiateur.',
      'Chaque semaine : graissez tous les graisseurs.',
      'Chaque saison : vidangez l’huile moteur, changez le filtre.',
      'Avant l’hiver : contrôlez le liquide de refroidissement et la batterie.',
    ],
    partsHeading: 'Pièces détachées',
    partsColumns: ['Référence', 'Désignation', 'Qté'],
    parts: [
      'Joint de culasse',
      'Disque d’embrayage',
      'Courroie trapézoïdale',
      'Cartouche de filtre à air',
      'Injecteur',
      'Filtre à huile',
      'Garniture de frein',
      'Soufflet de direction',
      'Verre de phare',
      'Ressort de siège',
    ],
    demoFigures: 'Les références et quantités sont des valeurs de démonstration.',
  },
};

/** Every page's frame: paper, border, the note and the page number. */
function framedPage(words: Wording, number: number, of: number): PageContent {
  const page = new PageContent()
    .colour(paper)
    .rectangle(0, 0, pageWidth, pageHeight, 'f')
    .colour(sepia)
    .rectangle(18, 18, pageWidth - 36, pageHeight - 36)
    .rectangle(22, 22, pageWidth - 44, pageHeight - 44);
  page.colour(sepia).line(margin, 62, pageWidth - margin, 62, 0.6);
  page.text(margin, 46, words.note, 7);
  page.text(
    pageWidth - margin - estimatedWidth(words.page(number, of), 7),
    34,
    words.page(number, of),
    7,
  );
  return page.colour(ink);
}

/** A tractor in outline on the cover: rear wheel, front wheel, hood, seat and steering wheel. */
function coverTractor(page: PageContent) {
  page.colour(sepia);
  page.circle(160, 250, 46).circle(160, 250, 14);
  page.circle(275, 226, 24).circle(275, 226, 8);
  page.rectangle(196, 246, 104, 38);
  page.line(300, 284, 304, 258, 2);
  page.line(220, 284, 220, 306, 3);
  page.line(176, 300, 200, 300, 3);
  page.line(196, 300, 214, 318, 2);
  page.line(206, 324, 224, 312, 2);
  page.line(124, 204, 320, 204, 1);
  return page;
}

function cover(entry: OldTimerEntry, catalogue: CatalogueEntry, of: number): PageContent {
  const words = wording[catalogue.language];
  const page = framedPage(words, 1, of);
  page.centred(520, 'LINDNER · KUNDL · TIROL', 10, 'bold');
  page.colour(sepia).line(120, 508, 300, 508, 0.8).colour(ink);
  page.centred(
    462,
    catalogueTitle(entry.name, catalogue, catalogue.language).replace(/ \(\d+\)$/, ''),
    18,
    'bold',
  );
  page.centred(430, words.series(entry.series), 11);
  page.centred(410, words.edition(catalogue.year), 11);
  coverTractor(page).colour(ink);
  page.centred(150, 'Nachdruck / Demo', 16, 'bold');
  return page;
}

/** The text pages of a catalogue, by its kind; as many as the list gives it, less the cover. */
function innerPages(
  entry: OldTimerEntry,
  catalogue: CatalogueEntry,
): ((page: PageContent) => void)[] {
  const words = wording[catalogue.language];
  const texts = entry.texts[catalogue.language];
  const heading = (page: PageContent, text: string) => {
    page.text(margin, 520, text, 15, 'bold');
    page
      .colour(sepia)
      .line(margin, 510, pageWidth - margin, 510, 0.8)
      .colour(ink);
  };
  const list = (page: PageContent, items: string[], from = 486) => {
    let y = from;
    for (const item of items) y = page.paragraph(y, `•  ${item}`, 10) - 6;
    return y;
  };
  const glance = (page: PageContent) => {
    heading(page, words.glance);
    let y = page.paragraph(486, texts.teaser, 11, 15) - 8;
    for (const paragraph of texts.paragraphs) y = page.paragraph(y, paragraph, 10) - 6;
  };
  const kinds: Record<CatalogueKind, ((page: PageContent) => void)[]> = {
    brochure: [
      glance,
      (page) => {
        heading(page, words.equipment);
        list(page, words.equipmentItems);
      },
    ],
    manual: [
      (page) => {
        heading(page, words.contents);
        list(page, [words.glance, words.beforeDriving, words.care]);
      },
      (page) => {
        heading(page, words.beforeDriving);
        list(page, words.beforeDrivingItems);
      },
      (page) => {
        heading(page, words.care);
        list(page, words.careItems);
      },
    ],
    parts: [0, 1].map((half) => (page: PageContent) => {
      heading(page, `${words.partsHeading} ${half + 1}/2`);
      const [number, description, quantity] = words.partsColumns;
      page.text(margin, 486, number, 9, 'bold').text(140, 486, description, 9, 'bold');
      page.text(pageWidth - margin - 24, 486, quantity, 9, 'bold');
      const prefix = entry.id
        .replace(/^lindner-/, '')
        .replace(/-/g, '')
        .toUpperCase();
      words.parts.slice(half * 5, half * 5 + 5).forEach((part, index) => {
        const y = 464 - index * 22;
        const row = half * 5 + index + 1;
        page.text(margin, y, `${prefix}-${String(row * 7).padStart(4, '0')}`, 9);
        page.text(140, y, part, 9);
        page.text(pageWidth - margin - 16, y, String((row % 3) + 1), 9);
        page
          .colour(sepia)
          .line(margin, y - 7, pageWidth - margin, y - 7, 0.3)
          .colour(ink);
      });
      page.paragraph(330, words.demoFigures, 8);
    }),
  };
  const pages = kinds[catalogue.kind];
  if (catalogue.pages - 1 > pages.length) {
    throw new Error(`${entry.id}: a ${catalogue.kind} has at most ${pages.length + 1} pages`);
  }
  return pages.slice(0, catalogue.pages - 1);
}

function catalogueDocument(entry: OldTimerEntry, catalogue: CatalogueEntry): Buffer {
  const words = wording[catalogue.language];
  const inner = innerPages(entry, catalogue);
  const of = inner.length + 1;
  const pages = [
    cover(entry, catalogue, of),
    ...inner.map((draw, index) => {
      const page = framedPage(words, index + 2, of);
      draw(page);
      return page;
    }),
  ];
  return pdfDocument(
    pages.map((page) => page.toString()),
    {
      title: catalogueTitle(entry.name, catalogue, catalogue.language),
      author: 'Lindner-Portal: Nachdruck / Demo',
    },
  );
}

// ——— Writing them ———

await mkdir(oldTimerCatalogueDir, { recursive: true });
for (const file of await readdir(oldTimerCatalogueDir)) {
  if (file.endsWith('.pdf')) await unlink(new URL(file, oldTimerCatalogueDir));
}
let total = 0;
const differing: string[] = [];
for (const entry of oldTimerEntries) {
  for (const catalogue of entry.catalogues) {
    const name = catalogueFileName(entry.id, catalogue);
    const bytes = catalogueDocument(entry, catalogue);
    await writeFile(new URL(name, oldTimerCatalogueDir), bytes);
    total += bytes.length;
    console.log(`${name}: ${catalogue.pages} pages, ${bytes.length} bytes`);
    if (bytes.length !== catalogue.sizeBytes) {
      differing.push(
        `${name}: sizeBytes ${catalogue.sizeBytes} in the list, ${bytes.length} written`,
      );
    }
  }
}
console.log(`Old-timer catalogues written: ${(total / 1024).toFixed(0)} kB`);
if (differing.length > 0) {
  console.log(`Copy these sizes into referenceData/oldTimers.ts:\n${differing.join('\n')}`);
}

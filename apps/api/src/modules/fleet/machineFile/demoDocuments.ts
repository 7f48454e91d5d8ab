import type { MachineDocumentKind } from '@lindner/api/schema';
import { a5Page, pdfDocument, pdfFontNames, pdfString } from '../../../documents/pdf';

// DEMO DOCUMENTS of a model and year: an operator's manual and a parts list written as small
// PDFs on first request, marked "Demo-Dokument" on every page. They are not Lindner's documents;
// the wording is plausible text of the kind such documents carry (German, the makers' language;
// written as the old-timer catalogues are, by documents/pdf.ts, so the same model and year give
// the same bytes on every machine).

/** What a document says of its model. */
export interface DocumentModel {
  id: string;
  name: string;
  kind: 'tractor' | 'transporter';
  powerHp: number | null;
  transmission: string | null;
  unladenWeightKg: number | null;
  permittedTotalWeightKg: number | null;
}

const pageHeight = a5Page.height;
const margin = 42;

/** One page: lines of text from the top, each `[size, bold, text]`, and the demo note below. */
type Line = [size: number, bold: boolean, text: string];

function pageContent(lines: Line[], footer: string): string {
  const operators: string[] = [];
  let y = pageHeight - margin - 10;
  for (const [size, bold, text] of lines) {
    operators.push(
      `BT /${pdfFontNames[bold ? 'bold' : 'regular']} ${size} Tf ${margin} ${y} Td ${pdfString(text)} Tj ET`,
    );
    y -= Math.round(size * 1.6);
  }
  operators.push(`0.75 0.1 0.1 rg BT /F2 9 Tf ${margin} 30 Td ${pdfString(footer)} Tj ET`);
  return operators.join('\n');
}

const demoNote = 'Demo-Dokument – kein Originaldokument der Lindner Traktorenwerk GmbH';

/** A stable part number of the model: its letters' sum, so each model has its own numbers. */
function partNumber(model: DocumentModel, group: number, index: number): string {
  const base = [...model.id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 900;
  return `${String(100 + base).padStart(3, '0')}.${group}${index}.${String((base * 7 + index * 13) % 1000).padStart(3, '0')}`;
}

function figures(model: DocumentModel): Line[] {
  const lines: Line[] = [];
  if (model.powerHp) lines.push([10, false, `Leistung: ${model.powerHp} PS`]);
  if (model.transmission) lines.push([10, false, `Getriebe: ${model.transmission}`]);
  if (model.unladenWeightKg) lines.push([10, false, `Leergewicht: ${model.unladenWeightKg} kg`]);
  if (model.permittedTotalWeightKg)
    lines.push([10, false, `Zulässiges Gesamtgewicht: ${model.permittedTotalWeightKg} kg`]);
  return lines;
}

function manualPages(model: DocumentModel, year: number): string[] {
  const vehicle = model.kind === 'transporter' ? 'Transporter' : 'Traktor';
  return [
    pageContent(
      [
        [20, true, 'Betriebsanleitung'],
        [16, true, `Lindner ${model.name}`],
        [12, false, `${vehicle}, Baujahr ${year}`],
        [10, false, ''],
        ...figures(model),
        [10, false, ''],
        [10, false, 'Bitte vor der ersten Inbetriebnahme vollständig lesen'],
        [10, false, 'und beim Fahrzeug aufbewahren.'],
      ],
      demoNote,
    ),
    pageContent(
      [
        [14, true, '1  Sicherheit'],
        [10, false, '• Motor nur im Freien oder bei guter Belüftung laufen lassen.'],
        [10, false, '• Vor Arbeiten am Fahrzeug Motor abstellen, Schlüssel abziehen.'],
        [10, false, '• Frontballast nach dem Achslastrechner wählen.'],
        [14, true, '2  Wartung'],
        [10, false, '• Erster Service nach 50 Betriebsstunden.'],
        [10, false, '• Motoröl und Ölfilter alle 500 Betriebsstunden, mindestens jährlich.'],
        [10, false, '• Getriebe- und Hydrauliköl alle 1000 Betriebsstunden.'],
        [10, false, '• Luftfilter nach Verschmutzungsanzeige, spätestens jährlich.'],
        [10, false, '• Jeden Service in der Servicehistorie im Portal eintragen.'],
      ],
      demoNote,
    ),
  ];
}

const partGroups: [string, string[]][] = [
  ['Motor', ['Ölfilter', 'Kraftstofffilter', 'Luftfilter-Hauptelement', 'Keilrippenriemen']],
  ['Getriebe und Hydraulik', ['Hydraulikfilter', 'Getriebeöl-Sieb', 'Dichtungssatz Hubwerk']],
  ['Fahrwerk und Kabine', ['Bremsbelagsatz', 'Kabinenluftfilter', 'Wischerblatt']],
];

function partsPages(model: DocumentModel, year: number): string[] {
  const lines: Line[] = [
    [20, true, 'Ersatzteilliste'],
    [16, true, `Lindner ${model.name}`],
    [12, false, `Baujahr ${year}`],
  ];
  for (const [group, [name, parts]] of partGroups.entries()) {
    lines.push([12, true, name]);
    for (const [index, part] of parts.entries()) {
      lines.push([10, false, `${partNumber(model, group + 1, index + 1)}   ${part}`]);
    }
  }
  return [pageContent(lines, demoNote)];
}

/** The German title written into the PDF. */
function documentTitle(kind: MachineDocumentKind, model: DocumentModel, year: number): string {
  return `${kind === 'manual' ? 'Betriebsanleitung' : 'Ersatzteilliste'} ${model.name} (${year})`;
}

/** A demo document of the model and year as PDF bytes. */
export function demoDocument(
  kind: MachineDocumentKind,
  model: DocumentModel,
  year: number,
): Buffer {
  const pages = kind === 'manual' ? manualPages(model, year) : partsPages(model, year);
  return pdfDocument(pages, {
    title: documentTitle(kind, model, year),
    author: 'Lindner-Portal: Demo-Dokument',
  });
}

/** Written documents, kept: few models and years, a few kB each. */
export function demoDocuments(): (
  kind: MachineDocumentKind,
  model: DocumentModel,
  year: number,
) => Buffer {
  const written = new Map<string, Buffer>();
  return (kind, model, year) => {
    const key = `${kind}/${model.id}/${year}`;
    let bytes = written.get(key);
    if (!bytes) {
      bytes = demoDocument(kind, model, year);
      written.set(key, bytes);
    }
    return bytes;
  };
}

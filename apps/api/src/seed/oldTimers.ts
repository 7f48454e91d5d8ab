import type { OldTimerFact } from '@lindner/api/schema';
import type {
  OldTimerCatalogueRow,
  OldTimerCatalogueTitleRow,
  OldTimerRow,
  OldTimerTextRow,
} from '../modules/old-timers/tables';
import {
  catalogueFileName,
  catalogueId,
  catalogueTitle,
  oldTimerEntries,
  oldTimerFactNames,
  oldTimerLanguages,
  type OldTimerFacts,
} from '../referenceData/oldTimers';

// The old-timers' table rows, made from the list in referenceData/oldTimers.ts (DEMO DATA, see
// there): the reference data migration `reference_old_timers` inserts them (seed/referenceData.ts).

export const oldTimerRows: OldTimerRow[] = oldTimerEntries.map(
  ({ recorded = {}, demo, texts: _texts, catalogues: _catalogues, ...entry }) => {
    const values = Object.fromEntries(
      oldTimerFactNames.map((fact) => {
        if (recorded[fact] !== undefined && demo[fact] !== undefined) {
          throw new Error(`${entry.id}: ${fact} is both recorded and a demo value`);
        }
        return [fact, recorded[fact] ?? demo[fact] ?? null];
      }),
    ) as { [Fact in OldTimerFact]: OldTimerFacts[Fact] | null };
    return {
      ...entry,
      ...values,
      demoFacts: oldTimerFactNames.filter((fact) => demo[fact] !== undefined),
    };
  },
);

export const oldTimerTextRows: OldTimerTextRow[] = oldTimerEntries.flatMap((entry) =>
  oldTimerLanguages.map((language) => ({
    oldTimerId: entry.id,
    language,
    ...entry.texts[language],
  })),
);

export const oldTimerCatalogueRows: OldTimerCatalogueRow[] = oldTimerEntries.flatMap((entry) =>
  entry.catalogues.map((catalogue) => ({
    id: catalogueId(entry.id, catalogue),
    oldTimerId: entry.id,
    kind: catalogue.kind,
    language: catalogue.language,
    year: catalogue.year,
    pages: catalogue.pages,
    sizeBytes: catalogue.sizeBytes,
    restricted: catalogue.restricted ?? false,
    fileName: catalogueFileName(entry.id, catalogue),
  })),
);

export const oldTimerCatalogueTitleRows: OldTimerCatalogueTitleRow[] = oldTimerEntries.flatMap(
  (entry) =>
    entry.catalogues.flatMap((catalogue) =>
      oldTimerLanguages.map((language) => ({
        catalogueId: catalogueId(entry.id, catalogue),
        language,
        title: catalogueTitle(entry.name, catalogue, language),
      })),
    ),
);

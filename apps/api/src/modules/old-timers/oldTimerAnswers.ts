import type {
  OldTimerCatalogue,
  OldTimerDetail,
  OldTimerFacts,
  OldTimerSummary,
} from '@lindner/api/schema';
import { oldTimerPictureAsset, oldTimerPictureName } from './oldTimerFiles';
import type { ListedOldTimer, OldTimerWithCatalogues, OldTimerWithTexts } from './repository';
import type { OldTimerRow, OldTimerTextRow, TextLanguage } from './tables';

/**
 * The text an answer is written from: the request's language where the old-timer has a text in
 * it, else German (the source), so that one page never mixes two languages.
 */
function answerText({ oldTimer, texts }: OldTimerWithTexts, wanted: TextLanguage): OldTimerTextRow {
  const text =
    texts.find((each) => each.language === wanted) ?? texts.find((each) => each.language === 'de');
  if (!text)
    throw new Error(`The old-timer ${oldTimer.id} has no German text (referenceData/oldTimers.ts)`);
  return text;
}

function summaryOf(
  oldTimer: OldTimerRow,
  text: OldTimerTextRow,
  catalogueCount: number,
  apiPath: string,
): OldTimerSummary {
  return {
    id: oldTimer.id,
    name: oldTimer.name,
    series: oldTimer.series,
    builtFrom: oldTimer.builtFrom,
    builtTo: oldTimer.builtTo,
    decade: Math.floor(oldTimer.builtFrom / 10) * 10,
    powerHp: oldTimer.powerHp,
    teaser: text.teaser,
    textLanguage: text.language,
    picture: picturesOf(oldTimer, text, apiPath)[0]!,
    catalogueCount,
  };
}

/** Picture n (from 1) is the file `{id}-{n}`, described by the text's alt text n. */
function picturesOf(oldTimer: OldTimerRow, text: OldTimerTextRow, apiPath: string) {
  return text.pictureAlts.map((alt, index) =>
    oldTimerPictureAsset(apiPath, oldTimerPictureName(oldTimer.id, index + 1), alt),
  );
}

/** An old-timer as the list shows it. */
export function toOldTimerSummary(
  listed: ListedOldTimer,
  wanted: TextLanguage,
  apiPath: string,
): OldTimerSummary {
  return summaryOf(listed.oldTimer, answerText(listed, wanted), listed.catalogueCount, apiPath);
}

/** An old-timer with its story, facts, pictures and catalogues, for its page. */
export function toOldTimerDetail(
  found: OldTimerWithCatalogues,
  wanted: TextLanguage,
  apiPath: string,
): OldTimerDetail {
  const { oldTimer, catalogues, titles } = found;
  const text = answerText(found, wanted);
  const titleOf = (catalogueId: string) =>
    (
      titles.find((each) => each.catalogueId === catalogueId && each.language === text.language) ??
      titles.find((each) => each.catalogueId === catalogueId && each.language === 'de')
    )?.title ?? '';
  return {
    ...summaryOf(oldTimer, text, catalogues.length, apiPath),
    paragraphs: text.paragraphs,
    facts: factsOf(oldTimer),
    pictures: picturesOf(oldTimer, text, apiPath),
    catalogues: catalogues.map((catalogue): OldTimerCatalogue => ({
      id: catalogue.id,
      kind: catalogue.kind,
      title: titleOf(catalogue.id),
      language: catalogue.language,
      year: catalogue.year,
      pages: catalogue.pages,
      sizeBytes: catalogue.sizeBytes,
      restricted: catalogue.restricted,
    })),
  };
}

function factsOf(oldTimer: OldTimerRow): OldTimerFacts {
  return {
    powerHp: oldTimer.powerHp,
    engine: oldTimer.engine,
    cylinders: oldTimer.cylinders,
    displacementCcm: oldTimer.displacementCcm,
    topSpeedKmh: oldTimer.topSpeedKmh,
    weightKg: oldTimer.weightKg,
    unitsBuilt: oldTimer.unitsBuilt,
    demoFacts: oldTimer.demoFacts,
  };
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import {
  oldTimerCatalogues,
  oldTimerCatalogueTitles,
  oldTimers,
  oldTimerTexts,
  type OldTimerCatalogueRow,
  type OldTimerCatalogueTitleRow,
  type OldTimerRow,
  type OldTimerTextRow,
  type TextLanguage,
} from './tables';

/** The list's order: by decade, then by the first year and the name. */
const listOrder = [sql`${oldTimers.builtFrom} / 10`, asc(oldTimers.builtFrom), asc(oldTimers.name)];

/** The languages whose texts an answer in `language` reads: its own, German as the fallback. */
function textLanguagesFor(language: TextLanguage): TextLanguage[] {
  return language === 'de' ? ['de'] : [language, 'de'];
}

/** An old-timer with its texts in the answer's language and German. */
export interface OldTimerWithTexts {
  oldTimer: OldTimerRow;
  texts: OldTimerTextRow[];
}

/** An old-timer as the list shows it, with how many catalogues it has. */
export interface ListedOldTimer extends OldTimerWithTexts {
  catalogueCount: number;
}

/** Every old-timer in the list's order. */
export async function loadOldTimerList(
  orm: Orm,
  language: TextLanguage,
): Promise<ListedOldTimer[]> {
  const [rows, texts, counts] = await Promise.all([
    orm
      .select()
      .from(oldTimers)
      .orderBy(...listOrder),
    orm
      .select()
      .from(oldTimerTexts)
      .where(inArray(oldTimerTexts.language, textLanguagesFor(language))),
    orm
      .select({
        oldTimerId: oldTimerCatalogues.oldTimerId,
        catalogues: sql<number>`count(*)::int`,
      })
      .from(oldTimerCatalogues)
      .groupBy(oldTimerCatalogues.oldTimerId),
  ]);
  return rows.map((oldTimer) => ({
    oldTimer,
    texts: texts.filter((text) => text.oldTimerId === oldTimer.id),
    catalogueCount: counts.find((count) => count.oldTimerId === oldTimer.id)?.catalogues ?? 0,
  }));
}

/** An old-timer with its texts, catalogues and their titles, for its page. */
export interface OldTimerWithCatalogues extends OldTimerWithTexts {
  catalogues: OldTimerCatalogueRow[];
  titles: OldTimerCatalogueTitleRow[];
}

/** The catalogues' order on the page: brochures, manuals, parts lists; then by year. */
const catalogueOrder = [
  sql`array_position(ARRAY['brochure', 'manual', 'parts']::text[], ${oldTimerCatalogues.kind})`,
  asc(oldTimerCatalogues.year),
  asc(oldTimerCatalogues.language),
  asc(oldTimerCatalogues.id),
];

/** One old-timer for its page; null if there is none of that id. */
export async function loadOldTimerDetail(
  orm: Orm,
  id: string,
  language: TextLanguage,
): Promise<OldTimerWithCatalogues | null> {
  const [oldTimer] = await orm.select().from(oldTimers).where(eq(oldTimers.id, id));
  if (!oldTimer) return null;
  const languages = textLanguagesFor(language);
  const [texts, catalogues] = await Promise.all([
    orm
      .select()
      .from(oldTimerTexts)
      .where(and(eq(oldTimerTexts.oldTimerId, id), inArray(oldTimerTexts.language, languages))),
    orm
      .select()
      .from(oldTimerCatalogues)
      .where(eq(oldTimerCatalogues.oldTimerId, id))
      .orderBy(...catalogueOrder),
  ]);
  const titles =
    catalogues.length === 0
      ? []
      : await orm
          .select()
          .from(oldTimerCatalogueTitles)
          .where(
            and(
              inArray(
                oldTimerCatalogueTitles.catalogueId,
                catalogues.map((catalogue) => catalogue.id),
              ),
              inArray(oldTimerCatalogueTitles.language, languages),
            ),
          );
  return { oldTimer, texts, catalogues, titles };
}

/** A catalogue of an old-timer; null if that old-timer has none of that id. */
export async function loadOldTimerCatalogue(
  orm: Orm,
  oldTimerId: string,
  catalogueId: string,
): Promise<OldTimerCatalogueRow | null> {
  const [catalogue] = await orm
    .select()
    .from(oldTimerCatalogues)
    .where(
      and(eq(oldTimerCatalogues.id, catalogueId), eq(oldTimerCatalogues.oldTimerId, oldTimerId)),
    );
  return catalogue ?? null;
}

/** Every old-timer's id, in the list's order, for the sitemap. */
export async function loadListedOldTimers(orm: Orm): Promise<{ id: string }[]> {
  return orm
    .select({ id: oldTimers.id })
    .from(oldTimers)
    .orderBy(...listOrder);
}

import { readdir, readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { oldTimerEntries } from '../../referenceData/oldTimers';
import { oldTimerCatalogueRows, oldTimerRows } from '../../seed/oldTimers';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { oldTimerCatalogueDir, oldTimerPictureDir } from './oldTimerFiles';

// The old-timers' list (referenceData/oldTimers.ts) against the files it names: every picture in every
// rendition, every catalogue with the page count and size the list (and so the page) states.

const renditions = {
  xs: [480, 320],
  md: [960, 640],
  'md@2x': [1920, 1280],
};

const files = async (dir: URL) => (await readdir(dir)).sort();

describe('the old-timers’ list', () => {
  it('holds 10 to 12 historic models from the 1940s to the 1990s in 3 or 4 series', () => {
    expect(oldTimerEntries.length).toBeGreaterThanOrEqual(10);
    expect(oldTimerEntries.length).toBeLessThanOrEqual(12);
    const ids = oldTimerEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const decades = new Set(oldTimerEntries.map((entry) => Math.floor(entry.builtFrom / 10) * 10));
    expect([...decades].sort()).toEqual([1940, 1950, 1960, 1970, 1980, 1990]);
    const series = new Set(oldTimerEntries.map((entry) => entry.series));
    expect(series.size).toBeGreaterThanOrEqual(3);
    expect(series.size).toBeLessThanOrEqual(4);
  });

  it('gives the BF 15 one open and one restricted catalogue, and at least 4 models each kind', () => {
    const bf15 = oldTimerCatalogueRows.filter((row) => row.oldTimerId === 'bf-15');
    expect(bf15.map(({ id, restricted }) => ({ id, restricted }))).toEqual([
      { id: 'bf-15-brochure', restricted: false },
      { id: 'bf-15-manual', restricted: true },
    ]);
    const withRestricted = oldTimerEntries.filter((entry) =>
      entry.catalogues.some((catalogue) => catalogue.restricted),
    );
    expect(withRestricted.length).toBeGreaterThanOrEqual(4);
    expect(oldTimerEntries.length - withRestricted.length).toBeGreaterThanOrEqual(4);
    for (const entry of oldTimerEntries) {
      expect(entry.catalogues.length, entry.id).toBeGreaterThanOrEqual(1);
      expect(entry.catalogues.length, entry.id).toBeLessThanOrEqual(3);
    }
  });

  it('has every text in German, English and French: a teaser, 2 or 3 paragraphs, 2 picture alts', () => {
    for (const entry of oldTimerEntries) {
      for (const language of ['de', 'en', 'fr'] as const) {
        const text = entry.texts[language];
        expect(text.teaser, `${entry.id} ${language}`).not.toBe('');
        expect(text.paragraphs.length, `${entry.id} ${language}`).toBeGreaterThanOrEqual(2);
        expect(text.paragraphs.length, `${entry.id} ${language}`).toBeLessThanOrEqual(3);
        expect(text.pictureAlts, `${entry.id} ${language}`).toHaveLength(2);
      }
      // German addresses the reader with the capitalised "Du", French with "vous".
      const german = [entry.texts.de.teaser, ...entry.texts.de.paragraphs].join(' ');
      expect(german, entry.id).not.toMatch(/\b(du|dich|dir|dein\w*|Sie|Ihr\w*)\b/);
      const french = [entry.texts.fr.teaser, ...entry.texts.fr.paragraphs].join(' ');
      expect(french, entry.id).not.toMatch(/\b(tu|toi|ton|ta|tes)\b/i);
    }
  });

  it('names every fact it gives as a demo value (none was checked against Lindner’s archive)', () => {
    for (const row of oldTimerRows) {
      const given = (
        [
          'powerHp',
          'engine',
          'cylinders',
          'displacementCcm',
          'topSpeedKmh',
          'weightKg',
          'unitsBuilt',
        ] as const
      ).filter((fact) => row[fact] !== null);
      expect(given.length, row.id).toBeGreaterThan(0);
      expect(row.demoFacts, row.id).toEqual(given);
    }
  });
});

describe('the old-timers’ pictures', () => {
  const names = oldTimerEntries.flatMap((entry) => [`${entry.id}-1`, `${entry.id}-2`]);

  it('ships both pictures of every old-timer in every rendition as WebP of its size', async () => {
    expect(names).toHaveLength(oldTimerEntries.length * 2);
    for (const name of names) {
      for (const [rendition, [width, height]] of Object.entries(renditions)) {
        const file = `${name}-${rendition}.webp`;
        const bytes = await readFile(new URL(file, oldTimerPictureDir));
        expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
        const { format, width: w, height: h } = await sharp(bytes).metadata();
        expect([format, w, h], file).toEqual(['webp', width, height]);
      }
    }
  });

  it('has no other files, and under 1.5 MB of them', async () => {
    const expected = names.flatMap((name) =>
      Object.keys(renditions).map((rendition) => `${name}-${rendition}.webp`),
    );
    expect(await files(oldTimerPictureDir)).toEqual(expected.sort());
    let total = 0;
    for (const file of expected) total += (await stat(new URL(file, oldTimerPictureDir))).size;
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});

/** The objects of a PDF by number, as its cross-reference table places them. */
function crossReferenced(bytes: Buffer): Map<number, string> {
  const text = bytes.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(start))!;
  const entries = text
    .slice(start)
    .split('\n')
    .slice(2, 2 + Number(count));
  const objects = new Map<number, string>();
  entries.forEach((entry, index) => {
    const [offset, , kind] = entry.trim().split(' ');
    if (kind !== 'n') return;
    const number = Number(first) + index;
    const at = Number(offset);
    // Each entry points at its object's header.
    expect(text.slice(at, at + `${number} 0 obj`.length)).toBe(`${number} 0 obj`);
    objects.set(number, text.slice(at, text.indexOf('endobj', at)));
  });
  return objects;
}

describe('the old-timers’ catalogues', () => {
  it('ships every catalogue as a PDF with the pages and the size the list states, under 20 kB', async () => {
    expect(oldTimerCatalogueRows.length).toBeGreaterThan(0);
    for (const row of oldTimerCatalogueRows) {
      const bytes = await readFile(new URL(row.fileName, oldTimerCatalogueDir));
      expect(bytes.subarray(0, 5).toString('latin1'), row.fileName).toBe('%PDF-');
      expect(bytes.length, row.fileName).toBe(row.sizeBytes);
      expect(bytes.length, row.fileName).toBeLessThan(20 * 1024);

      const objects = [...crossReferenced(bytes).values()];
      const pages = objects.filter((object) => /\/Type \/Page\b(?!s)/.test(object));
      expect(pages.length, row.fileName).toBe(row.pages);
      const tree = objects.find((object) => object.includes('/Type /Pages'));
      expect(tree, row.fileName).toContain(`/Count ${row.pages}`);
      // Every page says it is a reprint for the demo.
      const notes = bytes.toString('latin1').match(/\(Nachdruck \/ Demo/g) ?? [];
      expect(notes.length, row.fileName).toBeGreaterThanOrEqual(row.pages);
    }
  });

  it('has no other files', async () => {
    expect(await files(oldTimerCatalogueDir)).toEqual(
      oldTimerCatalogueRows.map((row) => row.fileName).sort(),
    );
  });
});

describe('GET /old-timer-pictures/{file}', () => {
  const server = apiTestServerPerFile({ resetEachTest: false });

  it('serves a picture as WebP without a token, cached for long', async () => {
    const response = await server.app.inject('/api/portal/old-timer-pictures/bf-15-2-md@2x.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const shipped = await readFile(new URL('bf-15-2-md@2x.webp', oldTimerPictureDir));
    expect(response.rawPayload.equals(shipped)).toBe(true);
  });

  it('answers 404 in the envelope for a picture it does not have', async () => {
    for (const file of ['bf-15-3-xs.webp', 'bf-15-1-lg.webp', 'lintrac-90-xs.webp']) {
      const response = await server.app.inject(`/api/portal/old-timer-pictures/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json(), file).toMatchObject({ success: false, data: { data: null } });
    }
  });
});

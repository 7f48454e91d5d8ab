import { classifiedAdInputSchema, type MyClassifiedAd } from '@lindner/api/schema';
import { describe, expect, it, vi } from 'vitest';
import {
  adFormValuesOf,
  adInputOf,
  centsOfEuros,
  checkChosenFiles,
  uploadInOrder,
  uploadOrder,
  yearOf,
  type ChosenFile,
} from './adValues';

const megabyte = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('centsOfEuros', () => {
  it('sends euros as integer cents', () => {
    expect(centsOfEuros(4200)).toBe(420_000);
    expect(centsOfEuros(19.99)).toBe(1999);
    expect(centsOfEuros(0.1)).toBe(10);
    expect(centsOfEuros(0)).toBe(0);
  });

  it('sends no price for an empty field', () => {
    expect(centsOfEuros(undefined)).toBeNull();
    expect(centsOfEuros('')).toBeNull();
  });

  it('never sends another number than the one meant', () => {
    expect(centsOfEuros('4.20')).toBeNaN();
    expect(centsOfEuros(1.005)).toBeNaN();
    expect(centsOfEuros(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('yearOf', () => {
  it('reads four digits, empty as none, else NaN', () => {
    expect(yearOf('2018')).toBe(2018);
    expect(yearOf(' ')).toBeNull();
    expect(yearOf(undefined)).toBeNull();
    expect(yearOf('20a8')).toBeNaN();
  });
});

describe('adInputOf', () => {
  it('builds the body the shared schema takes', () => {
    const input = adInputOf({
      kind: 'offer',
      title: 'Lintrac 90',
      description: 'Gepflegt.',
      price: 85_000,
      condition: 'used',
      yearOfConstruction: '2019',
      modelId: 'lintrac-90',
      privacyConsent: true,
    });
    expect(input).toEqual({
      kind: 'offer',
      title: 'Lintrac 90',
      description: 'Gepflegt.',
      priceCents: 8_500_000,
      condition: 'used',
      yearOfConstruction: 2019,
      modelId: 'lintrac-90',
      privacyConsent: true,
    });
    expect(classifiedAdInputSchema.safeParse(input).success).toBe(true);
  });

  it('is refused by the schema without the privacy consent', () => {
    const result = classifiedAdInputSchema.safeParse(
      adInputOf({ kind: 'purchase', title: 'a', description: 'b', condition: 'unknown' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['privacyConsent']);
  });

  it('gives back what an ad holds, for editing', () => {
    const ad = {
      kind: 'purchase',
      title: 'Suche Frontlader',
      description: 'Für Geotrac.',
      priceCents: 150_050,
      condition: 'like-new',
      yearOfConstruction: null,
      model: { id: 'geotrac-85', name: 'Geotrac 85', series: 'Geotrac' },
    } as MyClassifiedAd;
    const values = adFormValuesOf(ad);
    expect(values).toMatchObject({ price: 1500.5, yearOfConstruction: undefined });
    expect(adInputOf(values)).toMatchObject({
      priceCents: 150_050,
      yearOfConstruction: null,
      modelId: 'geotrac-85',
      privacyConsent: true,
    });
  });
});

describe('checkChosenFiles', () => {
  it('takes pictures of the allowed types and refuses the rest with the reason', () => {
    const { accepted, refused } = checkChosenFiles(
      'picture',
      [
        file('a.jpg', 'image/jpeg'),
        file('b.gif', 'image/gif'),
        file('c.png', 'image/png', 11 * megabyte),
        file('d.webp', ''),
      ],
      0,
    );
    expect(accepted.map((each) => each.name)).toEqual(['a.jpg', 'd.webp']);
    expect(refused.map((each) => [each.file.name, each.problem])).toEqual([
      ['b.gif', 'pictureType'],
      ['c.png', 'pictureSize'],
    ]);
  });

  it('counts what the ad already has', () => {
    const chosen = [file('1.jpg', 'image/jpeg'), file('2.jpg', 'image/jpeg')];
    const { accepted, refused } = checkChosenFiles('picture', chosen, 9);
    expect(accepted).toHaveLength(1);
    expect(refused[0]?.problem).toBe('tooManyPictures');
  });

  it('takes at most three PDF files of at most 10 MB', () => {
    const { accepted, refused } = checkChosenFiles(
      'attachment',
      [
        file('a.pdf', 'application/pdf'),
        file('b.txt', 'text/plain'),
        file('c.pdf', 'application/pdf', 10 * megabyte + 1),
        file('d.pdf', ''),
        file('e.pdf', 'application/pdf'),
      ],
      1,
    );
    expect(accepted.map((each) => each.name)).toEqual(['a.pdf', 'd.pdf']);
    expect(refused.map((each) => each.problem)).toEqual([
      'attachmentType',
      'attachmentSize',
      'tooManyAttachments',
    ]);
  });
});

describe('uploadInOrder', () => {
  const chosen = (key: string, kind: ChosenFile['kind'], status: ChosenFile['status']) =>
    ({ key, kind, status, file: new File(['x'], `${key}`) }) as ChosenFile;

  it('uploads pictures first, one by one, and goes on after a refused one', async () => {
    const files = uploadOrder([
      chosen('doc', 'attachment', 'waiting'),
      chosen('one', 'picture', 'uploaded'),
      chosen('two', 'picture', 'waiting'),
      chosen('three', 'picture', 'refused'),
    ]);
    expect(files.map((each) => each.key)).toEqual(['two', 'three', 'doc']);
    const ad = { id: 'ad' } as MyClassifiedAd;
    const upload = vi.fn(async (each: ChosenFile) =>
      each.key === 'three'
        ? { ok: false as const, message: 'Kein Bild.' }
        : { ok: true as const, ad },
    );
    const changes: string[] = [];
    const result = await uploadInOrder(files, upload, (key, change) =>
      changes.push(`${key}:${change.status}${change.message ? `:${change.message}` : ''}`),
    );
    expect(upload.mock.calls.map(([each]) => each.key)).toEqual(['two', 'three', 'doc']);
    expect(changes).toEqual([
      'two:uploading',
      'two:uploaded',
      'three:uploading',
      'three:refused:Kein Bild.',
      'doc:uploading',
      'doc:uploaded',
    ]);
    expect(result).toEqual({ ad, refused: 1 });
  });
});

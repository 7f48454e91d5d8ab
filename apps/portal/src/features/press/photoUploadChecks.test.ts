import { describe, expect, it } from 'vitest';
import { emptyUpload, uploadInput, uploadProblems } from './photoUploadChecks';

const photo = (type: string, size = 1000) => new File([new Uint8Array(size)], 'photo', { type });

describe('uploadProblems', () => {
  it('names every missing field of an empty form', () => {
    expect(uploadProblems(emptyUpload)).toEqual({
      file: 'fileMissing',
      category: 'categoryMissing',
      captionDe: 'captionMissing',
      credit: 'creditMissing',
    });
  });

  it('refuses a file that is no JPEG, PNG or WebP, and one over 10 MB', () => {
    const values = { ...emptyUpload, category: 'events', captionDe: 'Fest', credit: 'Foto: X' };
    expect(uploadProblems({ ...values, file: photo('application/pdf') })).toEqual({
      file: 'fileType',
    });
    expect(uploadProblems({ ...values, file: photo('image/png', 10 * 1024 * 1024 + 1) })).toEqual({
      file: 'fileTooLarge',
    });
    expect(uploadProblems({ ...values, file: photo('image/webp') })).toEqual({});
  });

  it('refuses a category the list does not offer and texts too long', () => {
    expect(
      uploadProblems({
        file: photo('image/jpeg'),
        category: 'boats',
        captionDe: 'x'.repeat(301),
        captionEn: '',
        captionFr: 'y'.repeat(301),
        credit: 'z'.repeat(121),
      }),
    ).toEqual({
      category: 'categoryMissing',
      captionDe: 'tooLong',
      captionFr: 'tooLong',
      credit: 'tooLong',
    });
  });
});

describe('uploadInput', () => {
  it('trims the texts and leaves empty translations out', () => {
    expect(
      uploadInput({
        file: null,
        category: 'company',
        captionDe: ' Werk ',
        captionEn: '  ',
        captionFr: 'Usine',
        credit: ' Foto: Lindner ',
      }),
    ).toEqual({
      category: 'company',
      captionDe: 'Werk',
      captionEn: null,
      captionFr: 'Usine',
      credit: 'Foto: Lindner',
    });
  });
});

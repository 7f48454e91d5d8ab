import { describe, expect, it } from 'vitest';
import { attachmentHref, fileSizeOf, missingPriceKind, paragraphsOf } from './adFormat';

describe("an ad's figures", () => {
  it('says "on request" for an offer without price, "negotiable" for a search', () => {
    expect(missingPriceKind('offer')).toBe('onRequest');
    expect(missingPriceKind('purchase')).toBe('negotiable');
  });

  it('splits the description at blank lines and keeps markup as text', () => {
    expect(paragraphsOf('Eins\nzwei\n\n  <b>drei</b>  \r\n\r\n\n')).toEqual([
      'Eins\nzwei',
      '<b>drei</b>',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
  });

  it('gives a file size in kilobytes below a megabyte, else in megabytes', () => {
    expect(fileSizeOf(100)).toEqual({ value: 1, unit: 'kilobyte' });
    expect(fileSizeOf(245_760)).toEqual({ value: 240, unit: 'kilobyte' });
    expect(fileSizeOf(3_460_300)).toEqual({ value: 3.3, unit: 'megabyte' });
  });

  it("puts a PDF's path under the API's base", () => {
    const api = { baseUrl: 'https://portal.example/api', clientSegment: 'portal' };
    expect(attachmentHref(api, '/classified-ads/a/attachments/b')).toBe(
      'https://portal.example/api/portal/classified-ads/a/attachments/b',
    );
    expect(attachmentHref(api, '/api/portal/classified-ads/a/attachments/b')).toBe(
      'https://portal.example/api/portal/classified-ads/a/attachments/b',
    );
    expect(attachmentHref(api, 'https://cdn.example/b.pdf')).toBe('https://cdn.example/b.pdf');
  });
});

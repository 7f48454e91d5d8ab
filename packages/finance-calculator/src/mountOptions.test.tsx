import { describe, expect, it } from 'vitest';
import { readMountOptions } from './mountOptions';

describe('readMountOptions', () => {
  it('reads the CMS strings', () => {
    expect(
      readMountOptions({
        locale: 'de-AT',
        price: '60000.50',
        modelName: ' Lintrac 130 ',
        plan: 'Fifth',
        rateThird: '0',
        rateFifth: '2.49',
        validUntil: '2024-06-21',
        enquiryUrl: '/de-at/anfrage',
      }),
    ).toEqual({
      locale: 'de-at',
      props: {
        price: 60000.5,
        modelName: 'Lintrac 130',
        plan: 'fifth',
        rates: { third: 0, fifth: 2.49 },
        validUntil: '2024-06-21',
        enquiryUrl: '/de-at/anfrage',
      },
    });
  });

  it('leaves out what it cannot read, so the widget falls back to its defaults', () => {
    expect(
      readMountOptions({
        locale: 'es',
        price: 'sechzigtausend',
        plan: 'half',
        rateThird: '55',
        rateFifth: 'x',
        validUntil: '21.06.2024',
        enquiryUrl: ' ',
        modelName: '',
      }),
    ).toEqual({ locale: 'de', props: {} });
    expect(readMountOptions({})).toEqual({ locale: 'de', props: {} });
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/anfrage',
  ])('leaves out the unsafe enquiry address %j, so the default enquiry page is linked', (url) => {
    expect(readMountOptions({ enquiryUrl: url }).props.enquiryUrl).toBeUndefined();
  });

  it('keeps an http(s) enquiry address and a path on the page’s own site', () => {
    for (const url of [
      'https://www.lindner.at/finanzierung',
      'http://haendler.example/',
      '/anfrage',
    ]) {
      expect(readMountOptions({ enquiryUrl: url }).props.enquiryUrl).toBe(url);
    }
  });
});

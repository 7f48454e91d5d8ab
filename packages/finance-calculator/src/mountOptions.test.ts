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
});

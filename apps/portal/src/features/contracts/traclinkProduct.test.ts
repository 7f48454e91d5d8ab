import type { TraclinkProduct } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { catalogueProductOf, isTraclinkProductName } from './traclinkProduct';

const product = (id: string, name: string): TraclinkProduct => ({
  kind: 'traclink',
  id,
  name,
  prices: { yearly: 19900 },
  freeMonths: 0,
});

describe('the TracLink product pages', () => {
  it('exist for mobile and smart only', () => {
    expect(isTraclinkProductName('mobile')).toBe(true);
    expect(isTraclinkProductName('smart')).toBe(true);
    expect(isTraclinkProductName('pro')).toBe(false);
    expect(isTraclinkProductName(undefined)).toBe(false);
  });

  it('find their catalogue product by its id', () => {
    const mobile = product('traclink-mobile', 'TracLink Mobile');
    const smart = product('traclink-smart', 'TracLink Smart');
    expect(catalogueProductOf([smart, mobile], 'mobile')).toBe(mobile);
    expect(catalogueProductOf([smart, mobile], 'smart')).toBe(smart);
    expect(catalogueProductOf([mobile, product('smart-tl', 'TracLink Smart')], 'smart')).toBeNull();
  });
});

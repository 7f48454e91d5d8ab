import { describe, expect, it } from 'vitest';
import { computeFinancePlan, enquiryUrl } from '../core';
import { defaultEnquiryPath } from './enquiryPath';

describe('defaultEnquiryPath', () => {
  it('is the portal’s financing enquiry page in the widget’s locale', () => {
    expect(defaultEnquiryPath('de-at')).toBe('/de-at/service-kontakt/finanzierungsanfrage');
    expect(defaultEnquiryPath('de')).toBe('/de/service-kontakt/finanzierungsanfrage');
    expect(defaultEnquiryPath('en')).toBe('/en/service-contact/financing-enquiry');
    expect(defaultEnquiryPath('fr')).toBe('/fr/service-contact/demande-de-financement');
    expect(defaultEnquiryPath('fr-fr')).toBe('/fr-fr/service-contact/demande-de-financement');
  });

  it('takes the plan’s price, plan and total as its query', () => {
    const plan = computeFinancePlan({ price: 60000, plan: 'third' });
    expect(enquiryUrl(defaultEnquiryPath('de-at'), plan)).toBe(
      '/de-at/service-kontakt/finanzierungsanfrage?price=60000.00&plan=third&total=60594.00',
    );
  });
});

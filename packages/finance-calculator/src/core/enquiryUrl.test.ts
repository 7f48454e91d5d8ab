import { describe, expect, it } from 'vitest';
import { computeFinancePlan } from './computeFinancePlan';
import { enquiryUrl } from './enquiryUrl';

const third = computeFinancePlan({ price: 60000, plan: 'third' });

describe('enquiryUrl', () => {
  it('adds price, plan and total', () => {
    expect(enquiryUrl('/de/kontakt', third)).toBe(
      '/de/kontakt?price=60000.00&plan=third&total=60594.00',
    );
  });

  it('keeps an existing query and fragment', () => {
    expect(enquiryUrl('https://lindner.at/anfrage?topic=finance#form', third)).toBe(
      'https://lindner.at/anfrage?topic=finance&price=60000.00&plan=third&total=60594.00#form',
    );
    expect(enquiryUrl('/anfrage?', third)).toBe(
      '/anfrage?price=60000.00&plan=third&total=60594.00',
    );
  });

  it('writes cents exactly', () => {
    const result = computeFinancePlan({ price: 1234.5, plan: 'fifth' });
    expect(enquiryUrl('/k', result)).toContain('price=1234.50&plan=fifth&total=');
  });
});

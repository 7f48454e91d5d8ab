import { describe, expect, it } from 'vitest';
import { farmerProfile, incompleteProfile } from '../testing/demoData';
import { emptyAddressDraft } from './checkoutForm';
import { addressDraftOf, profileInvoiceAddress, validateInvoiceAddress } from './invoiceAddress';

describe('the invoice address', () => {
  it('takes the profile’s address when complete', () => {
    expect(profileInvoiceAddress(farmerProfile)).toEqual({
      company: null,
      firstName: 'Josef',
      lastName: 'Brandstätter',
      street: 'Dorfstraße 12',
      zip: '6250',
      city: 'Kundl',
      country: 'AT',
    });
  });

  it('has none from an incomplete profile, but a draft with what is there', () => {
    expect(profileInvoiceAddress(incompleteProfile)).toBeNull();
    expect(addressDraftOf(incompleteProfile)).toMatchObject({ street: '', zip: '', city: 'Kundl' });
    expect(addressDraftOf(null)).toEqual(emptyAddressDraft);
  });

  it('names each field’s problem with the schema’s field error key', () => {
    const result = validateInvoiceAddress({ ...emptyAddressDraft, firstName: 'Anna' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      lastName: 'required',
      street: 'required',
      zip: 'required',
      city: 'required',
      country: 'option',
    });
  });

  it('checks an Austrian zip code', () => {
    const result = validateInvoiceAddress({
      company: '',
      firstName: 'Anna',
      lastName: 'Huber',
      street: 'Hauptplatz 1',
      zip: '40200',
      city: 'Linz',
      country: 'AT',
    });
    expect(result).toEqual({ ok: false, errors: { zip: 'zip' } });
  });
});

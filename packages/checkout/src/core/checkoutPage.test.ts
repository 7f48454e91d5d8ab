import { describe, expect, it } from 'vitest';
import {
  farmerFleet,
  farmerProfile,
  incompleteProfile,
  traclinkMobile,
  traclinkSmart,
  welcomeCoupon,
} from '../testing/demoData';
import { emptyAddressDraft } from './checkoutForm';
import {
  addressChoice,
  approvedVehicles,
  checkoutPageReducer,
  initialCheckoutPage,
  offeredProductId,
  type CheckoutPage,
  type CheckoutPageAction,
} from './checkoutPage';

const after = (actions: CheckoutPageAction[], page: CheckoutPage = initialCheckoutPage) =>
  actions.reduce(checkoutPageReducer, page);

describe('the checkout page', () => {
  it('forgets the product chosen when another vehicle is chosen', () => {
    const page = after([
      { type: 'chooseVehicle', vehicleId: 'a' },
      { type: 'chooseProduct', productId: traclinkMobile.id },
      { type: 'chooseVehicle', vehicleId: 'b' },
    ]);
    expect(page.form).toMatchObject({ vehicleId: 'b', productId: null });
  });

  it('keeps a redeemed coupon while the code typed is still its code', () => {
    const redeemed = after([
      { type: 'typeCouponCode', code: 'willkommen20' },
      { type: 'applyCoupon', coupon: welcomeCoupon },
    ]);
    const retyped = after([{ type: 'typeCouponCode', code: 'WILLKOMMEN20 ' }], redeemed);
    expect(retyped.form.appliedCoupon).toBe(welcomeCoupon);
    const changed = after([{ type: 'typeCouponCode', code: 'WILLKOMMEN2' }], redeemed);
    expect(changed.form.appliedCoupon).toBeNull();
  });

  it('clears a server error on the field the customer changes', () => {
    const refused = after([
      {
        type: 'refused',
        serverErrors: {
          address: { zip: 'Ungültige PLZ.', city: 'Unbekannter Ort.' },
          couponCode: 'Abgelaufen.',
          termsAccepted: 'Bitte akzeptieren.',
          other: [],
        },
      },
    ]);
    const page = after(
      [
        { type: 'typeAddress', address: emptyAddressDraft, field: 'zip', value: '4020' },
        { type: 'typeCouponCode', code: 'X' },
        { type: 'acceptTerms', accepted: true },
      ],
      refused,
    );
    expect(page.addressDraft).toEqual({ ...emptyAddressDraft, zip: '4020' });
    expect(page.serverErrors.address).toEqual({ zip: undefined, city: 'Unbekannter Ort.' });
    expect(page.serverErrors.couponCode).toBeUndefined();
    expect(page.serverErrors.termsAccepted).toBeUndefined();
    expect(after([{ type: 'ordered' }], page).serverErrors).toEqual({ address: {}, other: [] });
  });

  it('shows an address field’s error once it is left', () => {
    const address = { ...emptyAddressDraft, zip: '40200', country: 'AT' };
    const page = after([{ type: 'leaveAddressField', address, field: 'zip' }]);
    expect(page.addressErrors).toEqual({ zip: 'zip' });
  });

  it('shows every error of the typed address once an order is tried, none of the profile’s', () => {
    const typed = addressChoice(
      after([{ type: 'chooseDifferentAddress', different: true }]),
      farmerProfile,
    );
    const tried = after([{ type: 'order', address: typed }]);
    expect(tried.attempted).toBe(true);
    expect(Object.keys(tried.addressErrors)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'street', 'zip', 'city', 'country']),
    );
    const profiles = addressChoice(initialCheckoutPage, farmerProfile);
    expect(after([{ type: 'order', address: profiles }]).addressErrors).toEqual({});
    expect(
      after([{ type: 'chooseDifferentAddress', different: false }], tried).addressErrors,
    ).toEqual({});
  });
});

describe('the invoice address', () => {
  it('is the profile’s when it is complete', () => {
    const choice = addressChoice(initialCheckoutPage, farmerProfile);
    expect(choice).toMatchObject({ forced: false, open: false, valid: true, ordered: null });
    expect(choice.profileAddress).toMatchObject({ street: 'Dorfstraße 12', city: 'Kundl' });
  });

  it('is typed, starting from the profile’s, when that is incomplete', () => {
    const choice = addressChoice(initialCheckoutPage, incompleteProfile);
    expect(choice).toMatchObject({ forced: true, open: true, valid: false, ordered: null });
    expect(choice.shown).toMatchObject({ city: 'Kundl', street: '' });
  });

  it('is the one typed once complete', () => {
    const draft = {
      company: '',
      firstName: 'Anna',
      lastName: 'Huber',
      street: 'Hauptplatz 1',
      zip: '4020',
      city: 'Linz',
      country: 'AT',
    };
    const page = after([
      { type: 'chooseDifferentAddress', different: true },
      { type: 'typeAddress', address: draft, field: 'city', value: 'Linz' },
    ]);
    const choice = addressChoice(page, farmerProfile);
    expect(choice).toMatchObject({ open: true, valid: true });
    expect(choice.ordered).toMatchObject({ firstName: 'Anna', company: null, zip: '4020' });
  });
});

describe('the choices offered', () => {
  it('are the fleet’s approved vehicles', () => {
    expect(approvedVehicles(farmerFleet).map((vehicle) => vehicle.model.name)).toEqual([
      'Lintrac 110',
      'Geotrac 94ep',
    ]);
    expect(approvedVehicles(null)).toEqual([]);
  });

  it('keep the product chosen while it is offered, else the first offered', () => {
    const offered = [traclinkSmart, traclinkMobile];
    expect(offeredProductId(offered, traclinkMobile.id)).toBe(traclinkMobile.id);
    expect(offeredProductId(offered, 'gone')).toBe(traclinkSmart.id);
    expect(offeredProductId(offered, null)).toBe(traclinkSmart.id);
    expect(offeredProductId([], null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from './serverErrors';

describe('the server’s field errors', () => {
  it('go on the fields they name', () => {
    expect(
      placeFieldErrors({
        'invoiceAddress.zip': 'Bitte eine gültige Postleitzahl eingeben.',
        couponCode: 'Dieser Gutscheincode ist abgelaufen.',
        termsAccepted: 'Bitte akzeptiere die AGB und die Widerrufsbelehrung.',
        productId: 'Dieses Produkt gibt es nicht.',
        invoiceAddress: 'Die Adresse fehlt.',
        idempotencyKey: 'Dieser Wert ist nicht gültig.',
      }),
    ).toEqual({
      address: { zip: 'Bitte eine gültige Postleitzahl eingeben.' },
      invoiceAddress: 'Die Adresse fehlt.',
      couponCode: 'Dieser Gutscheincode ist abgelaufen.',
      termsAccepted: 'Bitte akzeptiere die AGB und die Widerrufsbelehrung.',
      product: 'Dieses Produkt gibt es nicht.',
      other: ['Dieser Wert ist nicht gültig.'],
    });
  });
});

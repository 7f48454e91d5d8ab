import type { ContractItemNotification } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { chooseExpiringItem, expiringItemLink } from './expiringItem';

const entry = (title: string, vehicleId: string): ContractItemNotification => ({
  item: { id: '5b0f1c52-3f9a-4a51-8d55-3c1e9a2b7f10', title, validTo: '2026-12-12' },
  model: { id: 'lintrac-110', name: 'Lintrac 110' },
  vehicleId,
});

const licence = entry('TracLink Smart', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01');
const otherLicence = entry('TracLink Pro', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c02');
const warranty = entry('Garantieverlängerung 5 Jahre', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c03');

describe('chooseExpiringItem', () => {
  it('shows the first TracLink licence when one is ending', () => {
    expect(chooseExpiringItem({ traclink: [licence, otherLicence], warranty: [warranty] })).toEqual(
      { kind: 'traclink', notification: licence },
    );
  });

  it('shows the first warranty when no licence is ending', () => {
    expect(chooseExpiringItem({ traclink: [], warranty: [warranty] })).toEqual({
      kind: 'warranty',
      notification: warranty,
    });
  });

  it('shows nothing when nothing is ending or nothing was fetched', () => {
    expect(chooseExpiringItem({ traclink: [], warranty: [] })).toBeNull();
    expect(chooseExpiringItem(null)).toBeNull();
    expect(chooseExpiringItem(undefined)).toBeNull();
  });
});

describe('expiringItemLink', () => {
  it('leads a licence to its renewal in the TracLink checkout of its vehicle', () => {
    expect(expiringItemLink({ kind: 'traclink', notification: licence }, 'de-at')).toBe(
      '/de-at/mein-lindner/fuhrpark/6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01/traclink/kasse?renew=5b0f1c52-3f9a-4a51-8d55-3c1e9a2b7f10',
    );
  });

  it('leads a warranty to the warranty checkout of its vehicle', () => {
    expect(expiringItemLink({ kind: 'warranty', notification: warranty }, 'fr')).toBe(
      '/fr/mon-lindner/flotte/6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c03/garantie/caisse',
    );
  });
});

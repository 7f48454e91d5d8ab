import { describe, expect, it } from 'vitest';
import {
  expiringLicenceAndWarranty,
  geotracId,
  lintracId,
  nothingExpiring,
} from '../../shared/storybook/fakeData';
import { notificationEntries } from './notificationEntries';

describe('the header’s notifications', () => {
  it('lists the TracLink licences first, each leading to its vehicle’s tab', () => {
    const entries = notificationEntries(
      {
        traclink: expiringLicenceAndWarranty.traclink,
        warranty: expiringLicenceAndWarranty.warranty,
      },
      'de-at',
    );
    expect(
      entries.map(({ title, modelName, validTo, to }) => [title, modelName, validTo, to]),
    ).toEqual([
      [
        'TracLink Smart',
        'Lintrac 110',
        '2026-12-12',
        `/de-at/mein-lindner/fuhrpark/${lintracId}/traclink`,
      ],
      [
        'Garantieverlängerung 5 Jahre / 5.000 Betriebsstunden',
        'Geotrac 94ep',
        '2026-12-20',
        `/de-at/mein-lindner/fuhrpark/${geotracId}/garantie`,
      ],
    ]);
  });

  it('links the tab in the language shown', () => {
    expect(notificationEntries(expiringLicenceAndWarranty, 'en')[1]?.to).toBe(
      `/en/my-lindner/fleet/${geotracId}/warranty`,
    );
  });

  it('has none when nothing ends soon', () => {
    expect(notificationEntries(nothingExpiring, 'fr')).toEqual([]);
  });
});

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  queryOfSaved,
  searchSummary,
  searchSummaryText,
  suggestedSearchName,
} from './savedSearchSummary';

// The German source texts (defaultMessage) are what the summary speaks without a catalog.
const intl = createIntl({ locale: 'de', onError: () => undefined });
const english = createIntl({
  locale: 'en',
  messages: {
    'portal.usedMachines.filter.type': 'Offer',
    'portal.usedMachines.type.used': 'Used',
    'portal.usedMachines.searchSummary.list': '{label}: {values}',
    'portal.usedMachines.searchSummary.from': 'from {min}',
    'portal.usedMachines.filter.year': 'Year of construction',
  },
  onError: () => undefined,
});

describe('the summary of a saved search', () => {
  it('names every filter with the list’s label and its values', () => {
    const query = queryOfSaved(
      'type=used%2Cdemo&class=tractor&model=lintrac-130&country=AT%2CDE&equipment=frontLoader&hoursMax=2000&hpMin=100&hpMax=130&yearMin=2018&price=upTo50&offer=bargain&zip=6250&radius=100',
    );
    expect(
      searchSummary(intl, query).map(({ label, value }) => `${label}=${value.replace(/\s/g, ' ')}`),
    ).toEqual([
      'Angebot=Gebraucht und Vorführmaschine',
      'Fahrzeugart=Traktor',
      'Modell=Lintrac 130',
      'Land=Österreich und Deutschland',
      'Ausstattung=Frontlader',
      'Betriebsstunden=bis 2.000 Std.',
      'Leistung in PS=100 PS bis 130 PS',
      'Baujahr=ab 2018',
      'Preis=bis 50.000 €',
      'Angebotsart=Schnäppchen',
      'Entfernung=bis 100 km um 6250',
    ]);
  });

  it('reads one line, and says "every machine" for a search without filters', () => {
    expect(
      searchSummaryText(intl, queryOfSaved('class=transporter&yearMin=2015&yearMax=2020')),
    ).toBe('Fahrzeugart: Transporter · Baujahr: 2015 bis 2020');
    expect(searchSummaryText(intl, queryOfSaved(''))).toBe('Alle Maschinen');
    expect(searchSummaryText(english, queryOfSaved('type=used&yearMin=2018'))).toBe(
      'Offer: Used · Year of construction: from 2018',
    );
  });

  it('leaves out sorting, paging and a filter it cannot read', () => {
    expect(searchSummaryText(intl, queryOfSaved('sort=priceAsc&page=3&size=24&hpMin=abc'))).toBe(
      'Alle Maschinen',
    );
  });

  it('leaves out a radius without a place, and names a position as "Deinen Standort"', () => {
    expect(searchSummary(intl, queryOfSaved('zip=6250'))).toEqual([]);
    expect(searchSummaryText(intl, queryOfSaved('lat=47.4&lng=11.9&radius=50'))).toBe(
      'Entfernung: bis 50 km um Deinen Standort',
    );
  });
});

describe('the suggested name of a search', () => {
  it('lists the values without their labels', () => {
    expect(suggestedSearchName(intl, queryOfSaved('type=used&class=tractor&yearMin=2018'))).toBe(
      'Gebraucht, Traktor, ab 2018',
    );
    expect(suggestedSearchName(intl, queryOfSaved(''))).toBe('Alle Maschinen');
  });

  it('is cut with an ellipsis to the 80 characters a name may have', () => {
    const name = suggestedSearchName(
      intl,
      queryOfSaved(
        'equipment=frontLoader%2CfrontHydraulics%2CfrontPto%2CairBrake%2CairConditioning%2CcabSuspension',
      ),
    );
    expect(name).toHaveLength(80);
    expect(name.startsWith('Frontlader, Fronthydraulik, Frontzapfwelle, Druckluftbremse,')).toBe(
      true,
    );
    expect(name.endsWith('…')).toBe(true);
  });
});

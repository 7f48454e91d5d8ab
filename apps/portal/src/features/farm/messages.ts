import { defineMessages } from 'react-intl';

export const farmMessages = defineMessages({
  name: { id: 'portal.farm.name', defaultMessage: 'Name des Hofes' },
  vulgo: { id: 'portal.farm.vulgo', defaultMessage: 'Vulgoname' },
  since: { id: 'portal.farm.since', defaultMessage: 'Bewirtschaftet seit' },
  sinceHint: { id: 'portal.farm.sinceHint', defaultMessage: 'Das Jahr, vierstellig, z. B. 1998' },
  area: { id: 'portal.farm.area', defaultMessage: 'Eigene Fläche (ha)' },
  leasedArea: { id: 'portal.farm.leasedArea', defaultMessage: 'Zugepachtete Fläche (ha)' },
  areaUnderLease: { id: 'portal.farm.areaUnderLease', defaultMessage: 'Verpachtete Fläche (ha)' },
  workHours: { id: 'portal.farm.workHours', defaultMessage: 'Arbeitsstunden pro Jahr' },
  mountainFarmer: { id: 'portal.farm.mountainFarmer', defaultMessage: 'Bergbauernbetrieb' },
  siloHay: { id: 'portal.farm.siloHay', defaultMessage: 'Silage- und Heuwirtschaft' },
  businessType: { id: 'portal.farm.businessType', defaultMessage: 'Wirtschaftsweise' },
  economyTypes: { id: 'portal.farm.economyTypes', defaultMessage: 'Betriebszweige' },
  fertilisationTypes: { id: 'portal.farm.fertilisationTypes', defaultMessage: 'Düngung' },
  sizeBand: { id: 'portal.farm.sizeBand', defaultMessage: 'Betriebsgröße' },
});

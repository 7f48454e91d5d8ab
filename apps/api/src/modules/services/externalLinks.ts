import type { Services } from '@lindner/api/schema';

/**
 * The external Lindner sites the services page links to (opened in a new tab), in one place:
 * change an address here and nowhere else. Rental ("Mietpark"), the home visit ("Lindner kommt
 * zu Dir": a demonstration on the farm) and the driver trainings (Lindner Fahrertraining).
 */
export const serviceExternalLinks: Services['externalLinks'] = {
  rental: 'https://www.lindner-traktoren.at/service/mietpark',
  homeVisit: 'https://www.lindner-traktoren.at/service/hofbesuch',
  driverTraining: 'https://www.lindner-traktoren.at/service/fahrertraining',
};

import { AxleLoadCalculator } from '@lindner/axle-load-calculator';
import { axleLoadCalculatorMessages } from '@lindner/axle-load-calculator/messages';
import { defineIsland } from '../../../shared/islands';

/** The axle-load calculator on its public page, hydrated on its own. */
export const axleLoadCalculatorIsland = defineIsland({
  name: 'axle-load-calculator',
  catalogs: [axleLoadCalculatorMessages],
  Component: AxleLoadCalculator,
});

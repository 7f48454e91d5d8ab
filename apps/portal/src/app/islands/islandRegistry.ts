import type { IslandDefinition } from '../../shared/islands';

// `any`: the registry holds islands of every props type; each page names its island's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyIsland = IslandDefinition<any>;

/**
 * The islands public pages hold, by name, each loaded on demand. A feature keeps its island in
 * `features/<domain>/islands/<name>.ts` (the server finds its files there in the build manifest).
 */
export const islandRegistry: Record<string, () => Promise<AnyIsland>> = {
  'axle-load-calculator': () =>
    import('../../features/calculators/islands/axle-load-calculator').then(
      (module) => module.axleLoadCalculatorIsland,
    ),
  'finance-calculator': () =>
    import('../../features/calculators/islands/finance-calculator').then(
      (module) => module.financeCalculatorIsland,
    ),
  'dealer-finder': () =>
    import('../../features/dealers/islands/dealer-finder').then(
      (module) => module.dealerFinderIsland,
    ),
  'consent-choices': () =>
    import('../../features/legal/islands/consent-choices').then(
      (module) => module.consentChoicesIsland,
    ),
  'compared-machines': () =>
    import('../../features/used-machines/islands/compared-machines').then(
      (module) => module.comparedMachinesIsland,
    ),
};

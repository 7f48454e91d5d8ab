export * from './core';
export { DealerFinder, type DealerFinderProps } from './DealerFinder';
export { mount, type DealerMapMountOptions } from './mount';
export { dealerMapMessages } from './messages';

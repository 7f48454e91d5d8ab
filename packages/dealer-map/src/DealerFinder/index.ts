export { DealerFinder, type DealerFinderProps } from './DealerFinder';

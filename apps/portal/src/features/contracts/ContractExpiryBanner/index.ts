export { ContractExpiryBanner, type ContractExpiryBannerProps } from './ContractExpiryBanner';
export {
  ContractExpiryBannerView,
  type ContractExpiryBannerViewProps,
} from './ContractExpiryBannerView';

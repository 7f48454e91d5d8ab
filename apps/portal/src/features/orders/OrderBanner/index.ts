export { OrderBanner } from './OrderBanner';
export { OrderBannerView, type OrderBannerViewProps } from './OrderBannerView';

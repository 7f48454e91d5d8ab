export * from './openingStatus';
export * from './geolocation';
export * from './searchDealers';
export * from './routeLink';
export * from './mapOptions';
export * from './placeQuery';
export * from './storeTypeSymbols';

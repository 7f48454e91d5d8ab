export { FetchError, type FetchErrorProps } from './FetchError';

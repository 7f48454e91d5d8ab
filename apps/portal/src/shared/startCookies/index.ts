export { cookieValue, StartCookiesProvider, useStartCookie } from './StartCookies';

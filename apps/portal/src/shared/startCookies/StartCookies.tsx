import { createContext, useContext, type ReactNode } from 'react';

const StartCookiesContext = createContext('');

/**
 * The cookies the page started with: on the server the request's `Cookie` header, in the browser
 * `document.cookie` as the page hydrates (the same cookies), so that both render alike.
 */
export function StartCookiesProvider({
  cookies,
  children,
}: {
  cookies: string;
  children: ReactNode;
}) {
  return <StartCookiesContext.Provider value={cookies}>{children}</StartCookiesContext.Provider>;
}

/** The value of one cookie the page started with, or undefined. */
export function useStartCookie(name: string): string | undefined {
  return cookieValue(useContext(StartCookiesContext), name);
}

/** The value of a cookie in a `Cookie` header or `document.cookie`. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

import { ApiError } from '../client/ApiError';

export const fetchToastId = 'data-fetch';
export const submitToastId = 'data-submit';

/** The server's message for a call the server turned down, else the general error text. */
export function errorToastText(error: unknown, generalErrorText: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : generalErrorText;
}

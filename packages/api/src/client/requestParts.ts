export type QueryParams = Record<string, string | number | undefined>;

/** {baseUrl}/{clientSegment}/{path}?{params}; params without a value are left out. */
export function requestUrl(
  baseUrl: string,
  clientSegment: string,
  path: string,
  params: QueryParams = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString() ? `?${query}` : '';
  const segment = clientSegment.replace(/^\/+|\/+$/g, '');
  return `${baseUrl.replace(/\/+$/, '')}/${segment}/${path.replace(/^\/+/, '')}${search}`;
}

/**
 * The body as fetch sends it. FormData and URLSearchParams go as they are, so that fetch sets
 * their Content-Type (with the multipart boundary); anything else is sent as JSON.
 */
export function requestBody(body: unknown): {
  body: BodyInit | undefined;
  contentType: string | undefined;
} {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (body instanceof FormData || body instanceof URLSearchParams) {
    return { body, contentType: undefined };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

import { describe, expect, it } from 'vitest';
import { errorPageStatusOf } from './errorStatus';

describe('errorPageStatusOf', () => {
  it('finds 404 and 405 in thrown responses', () => {
    expect(errorPageStatusOf(new Response(null, { status: 405 }))).toBe(405);
    expect(errorPageStatusOf(new Response(null, { status: 404 }))).toBe(404);
  });

  it('finds them in route error responses of loaders', () => {
    // What the router makes of a response a loader throws.
    const thrown = (status: number) => ({ status, statusText: '', internal: false, data: null });
    expect(errorPageStatusOf(thrown(405))).toBe(405);
    expect(errorPageStatusOf(thrown(404))).toBe(404);
  });

  it('has no page for other failures', () => {
    expect(errorPageStatusOf(new Response(null, { status: 500 }))).toBeNull();
    expect(
      errorPageStatusOf(new TypeError('Failed to fetch dynamically imported module')),
    ).toBeNull();
    expect(errorPageStatusOf(undefined)).toBeNull();
  });
});

import type { PageRenderer } from '../portal/pageRenderer';

/**
 * A stand-in for the portal's page renderer (apps/portal/src/app/server), for tests of how the
 * server uses it: each test gives what it looks at. The consent form's cookie spells out what it
 * was given, so a test sees that the server passed the form on.
 */
export function testPageRenderer(overrides: Partial<PageRenderer> = {}): PageRenderer {
  return {
    render: async () => ({ status: 200, html: '<!doctype html><title>Portal</title>' }),
    sitemap: () => '',
    robots: () => '',
    inlineScripts: [],
    consentForm: {
      path: '/cookie-consent',
      choices: ['necessary', 'all', 'selection'],
      cookie: (choice, categories, secure) =>
        `lindner-consent=${choice}:${categories.join(',')}; Path=/${secure ? '; Secure' : ''}`,
      returnPath: (returnTo) => (returnTo?.startsWith('/') ? returnTo : '/'),
    },
    ...overrides,
  };
}

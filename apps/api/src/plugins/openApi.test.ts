import { describe, expect, it } from 'vitest';
import { apiTestServerPerFile } from '../testing/apiTestServer';

const server = apiTestServerPerFile({ resetEachTest: false });

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  tags?: string[];
  security?: unknown[];
  summary?: string;
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: unknown;
}

/** `/api/portal/fleet/:id` as OpenAPI writes it: `/api/portal/fleet/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

async function document(): Promise<OpenApiDocument> {
  const response = await server.app.inject({ url: '/api/portal/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the OpenAPI document at /api/portal/openapi.json', () => {
  it('is OpenAPI 3.1, public, and lists every route of the API with its method', async () => {
    const openApi = await document();
    expect(openApi.openapi).toBe('3.1.0');
    const routes = server.app.apiRoutes.list();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter(({ url }) => !url.endsWith('/openapi.json') && !url.includes('/reference'))
      .filter(({ method, url }) => !openApi.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('documents each route: a domain tag, and its answer in the envelope or, for a file, a summary', async () => {
    const openApi = await document();
    const undocumented: string[] = [];
    for (const [path, operations] of Object.entries(openApi.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.tags?.length) undocumented.push(`${method} ${path}: no tag`);
        // A JSON answer by its schema; a file or page (no schema to give) by its summary.
        const answer = operation.responses?.['200'];
        if (!answer && !operation.summary) undocumented.push(`${method} ${path}: no answer`);
      }
    }
    expect(undocumented).toEqual([]);
    const farm = openApi.paths['/api/portal/user/profile/farm']!.post!;
    expect(farm.requestBody).toBeDefined();
    expect(JSON.stringify(farm.responses!['200'])).toContain('"success"');
  });

  it('marks public routes as needing no token and the others as needing a bearer token', async () => {
    const openApi = await document();
    expect(openApi.paths['/api/portal/models']!.get!.security).toEqual([]);
    expect(openApi.paths['/api/portal/user']!.get!.security).toBeUndefined();
  });

  it('has a readable reference page in development, for anyone', async () => {
    const page = await server.app.inject({ url: '/api/portal/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
  });
});

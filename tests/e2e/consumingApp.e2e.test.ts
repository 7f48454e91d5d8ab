// Another Lindner site installs our packages from their tarballs, next to its own react-intl of
// another patch version, builds with Vite and shows a widget inside its own IntlProvider. A
// package that brought its own react-intl would render nothing: "Could not find required `intl`
// object", because its hooks would look for another copy's context.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';

const root = resolve(import.meta.dirname, '../..');
const installed = (name: string) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };

/** The newest react-intl of the workspace's major version that is not the workspace's own. */
function otherReactIntl(): string {
  const ours = installed('react-intl').version;
  const published = JSON.parse(
    execFileSync('npm', ['view', 'react-intl', 'versions', '--json'], { encoding: 'utf8' }),
  ) as string[];
  const major = ours.split('.')[0];
  const candidates = published.filter(
    (version) => version.startsWith(`${major}.`) && !version.includes('-') && version !== ours,
  );
  const chosen = candidates.at(-1);
  if (!chosen) throw new Error(`no other react-intl ${major}.x than ${ours} is published`);
  return chosen;
}

const app = mkdtempSync(join(tmpdir(), 'lindner-consuming-app-'));
const reactIntl = otherReactIntl();
let server: PreviewServer;
let session: BrowserSession;

beforeAll(async () => {
  const tarballs = join(app, 'tarballs');
  mkdirSync(tarballs);
  const dependencies: Record<string, string> = {
    react: installed('react').version,
    'react-dom': installed('react-dom').version,
    'react-intl': reactIntl,
  };
  for (const name of readdirSync(join(root, 'packages'))) {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', tarballs], {
        cwd: join(root, 'packages', name),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ) as [{ name: string; filename: string }];
    dependencies[packed.name] = `file:./tarballs/${packed.filename}`;
  }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'lindner-dealer-site', private: true, type: 'module', dependencies }),
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: app,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
      '<title>Händler Huber</title></head>' +
      '<body><main id="app"></main><aside id="checkout"></aside>' +
      '<script type="module" src="/main.js"></script></body></html>',
  );
  // The site's own texts and react-intl, with the calculator's catalogs merged in; the checkout
  // mounts with mount(), as a CMS page's script would, without a token.
  writeFileSync(
    join(app, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { loadMessages } from '@lindner/i18n';
import { themeRoot, uiMessages } from '@lindner/ui';
import { FinanceCalculator, financeCalculatorMessages } from '@lindner/finance-calculator';
import { mount as mountCheckout } from '@lindner/checkout';
import '@lindner/ui/style.css';
import '@lindner/finance-calculator/style.css';
import '@lindner/checkout/style.css';

// The site has no sign-on: the checkout shows the way to sign in at the portal instead.
mountCheckout(document.getElementById('checkout'), {
  locale: 'de',
  apiBase: 'https://portal.lindner.example/api',
  kind: 'traclink',
});

loadMessages('de', [uiMessages, financeCalculatorMessages]).then((messages) => {
  const siteMessages = { ...messages, 'site.title': 'Finanzierung bei Huber Landtechnik' };
  createRoot(document.getElementById('app')).render(
    h(IntlProvider, { locale: 'de', messages: siteMessages },
      h('h1', null, h(FormattedMessage, { id: 'site.title' })),
      h('div', { className: themeRoot }, h(FinanceCalculator, { price: 60000, titleAs: 'h2' })),
    ),
  );
});
`,
  );
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: join(app, 'dist') },
  });
  server = await preview({
    root: app,
    configFile: false,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    build: { outDir: join(app, 'dist') },
  });
  session = await openBrowser();
}, 300_000);

afterAll(async () => {
  await session?.close();
  await server?.close();
  rmSync(app, { recursive: true, force: true });
});

describe('a site that installs the packages with its own react-intl', () => {
  it('holds a single react-intl, its own version, shared by the site and every package', () => {
    const copies = execFileSync('find', ['node_modules', '-path', '*/react-intl/package.json'], {
      cwd: app,
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    expect(copies).toEqual(['node_modules/react-intl/package.json']);
    const manifest = join(app, 'node_modules/react-intl/package.json');
    expect(JSON.parse(readFileSync(manifest, 'utf8')).version).toBe(reactIntl);
  });

  it('shows the finance calculator inside the site’s own IntlProvider', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(server.resolvedUrls!.local[0]!);
    // A blank page fails here with its reason ("Could not find required `intl` object").
    await page
      .getByRole('heading', { level: 2, name: 'Finanzierungsrechner' })
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    expect(errors).toEqual([]);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Finanzierung bei Huber Landtechnik');
    // The schedule, computed and formatted in German: a third of 60.000 € after the first year.
    const schedule = page.getByRole('table', { name: /Drittelfinanzierung für 60\.000,00\s€/ });
    await expect
      .poll(async () => (await schedule.getByRole('row').nth(2).textContent())?.replace(/\s/g, ' '))
      .toMatch(/Nach 1 Jahr.*396,00 €.*20\.396,00 €/);
  });

  it('shows the checkout’s sign-in notice when the site has no token', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(server.resolvedUrls!.local[0]!);
    const checkout = page.locator('#checkout');
    await checkout
      .getByRole('heading', { level: 2, name: 'Zum Bestellen anmelden' })
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    expect(errors).toEqual([]);
    await expect
      .poll(() => checkout.getByRole('heading', { level: 2 }).textContent())
      .toBe('Zum Bestellen anmelden');
    const signIn = checkout.getByRole('link', { name: 'Bei Mein Lindner anmelden' });
    expect(await signIn.getAttribute('href')).toBe(
      'https://portal.lindner.example/de/mein-lindner/fuhrpark',
    );
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, 'messages.mjs');

function packageWith(catalogs: Record<string, Record<string, string>>) {
  const root = mkdtempSync(join(tmpdir(), 'messages-test-'));
  const src = join(root, 'packages/widget/src');
  mkdirSync(join(src, 'messages'), { recursive: true });
  writeFileSync(
    join(src, 'messages.ts'),
    `import { defineMessages } from 'react-intl';
export const messages = defineMessages({
  title: { id: 'widget.title', defaultMessage: 'Achslast für {model}' },
  save: { id: 'widget.save', defaultMessage: 'Speichern' },
});
`,
  );
  for (const [locale, messages] of Object.entries(catalogs)) {
    writeFileSync(join(src, 'messages', `${locale}.json`), JSON.stringify(messages));
  }
  return root;
}

/** An app with server texts: `defineMessages` of `@lindner/i18n/core`, no React. */
function serverWith(catalogs: Record<string, Record<string, string>>) {
  const root = mkdtempSync(join(tmpdir(), 'messages-test-'));
  const src = join(root, 'apps/api/src');
  mkdirSync(join(src, 'messages'), { recursive: true });
  mkdirSync(join(src, 'plugins'));
  writeFileSync(
    join(src, 'plugins/errorMessages.ts'),
    `import { defineMessages } from '@lindner/i18n/core';
export const errorMessages = defineMessages({
  notFound: { id: 'server.error.notFound', defaultMessage: 'Nicht gefunden.' },
  greeting: { id: 'server.mail.greeting', defaultMessage: 'Hallo {name},' },
});
`,
  );
  for (const [locale, messages] of Object.entries(catalogs)) {
    writeFileSync(join(src, 'messages', `${locale}.json`), JSON.stringify(messages));
  }
  return root;
}

function run(root: string) {
  return spawnSync('node', [script], {
    env: { ...process.env, MESSAGES_ROOT: root },
    encoding: 'utf8',
  });
}

const complete = {
  en: { 'widget.title': 'Axle load for {model}', 'widget.save': 'Save' },
  fr: { 'widget.title': 'Charge par essieu pour {model}', 'widget.save': 'Enregistrer' },
  'de-at': {},
  'fr-fr': {},
};

// Each test runs the script, which runs the formatjs CLI once per package: seconds, not ms.
describe('the message catalog check', { timeout: 30_000 }, () => {
  it('compiles complete catalogs, regional ones over their parent', () => {
    const root = packageWith({ ...complete, 'de-at': { 'widget.save': 'Sichern' } });
    const result = run(root);
    expect(result.status).toBe(0);
    const compiled = (locale: string) =>
      JSON.parse(
        readFileSync(join(root, `packages/widget/src/messages/compiled/${locale}.json`), 'utf8'),
      );
    expect(compiled('de-at')['widget.save']).toEqual([{ type: 0, value: 'Sichern' }]);
    expect(compiled('de-at')['widget.title'][0]).toEqual({ type: 0, value: 'Achslast für ' });
    expect(compiled('fr-fr')['widget.save']).toEqual([{ type: 0, value: 'Enregistrer' }]);
  });

  it('fails when a message id is missing in a locale', () => {
    const result = run(packageWith({ ...complete, fr: { 'widget.title': 'Charge {model}' } }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"widget.save" is missing in fr');
  });

  it('fails on a translation whose placeholders differ from the German source', () => {
    const result = run(
      packageWith({ ...complete, en: { 'widget.title': 'Axle load', 'widget.save': 'Save' } }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"widget.title" in en uses {}, German uses {model}');
  });

  it('fails on translations the source no longer has', () => {
    const result = run(packageWith({ ...complete, 'fr-fr': { 'widget.gone': 'Parti' } }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"widget.gone" in fr-fr is not used in the source');
  });

  it('refuses German copy that says "Sie" or a lowercase "du" instead of the capitalised Du', () => {
    const catalogWith = (text: string) =>
      run(packageWith({ ...complete, 'de-at': { 'widget.save': text } }));
    const formal = catalogWith('Speichern Sie Ihre Daten');
    expect(formal.status).toBe(1);
    expect(formal.stderr).toContain('"widget.save" in de-at says "Sie"');
    const lowercase = catalogWith('Sichere deine Daten');
    expect(lowercase.status).toBe(1);
    expect(lowercase.stderr).toContain('"widget.save" in de-at says "deine"');
    // "Sie" opening a sentence is "they" or "she", not the formal address.
    expect(catalogWith('Sichere Deine Daten. Sie bleiben bei Dir.').status).toBe(0);
  });

  it('checks and compiles the server’s messages like the packages’', () => {
    const fr = {
      'server.error.notFound': 'Introuvable.',
      'server.mail.greeting': 'Bonjour {name},',
    };
    const english = {
      'server.error.notFound': 'Not found.',
      'server.mail.greeting': 'Hello {name},',
    };
    const server = serverWith({ en: english, fr, 'de-at': {}, 'fr-fr': {} });
    expect(run(server).status).toBe(0);
    const compiled = JSON.parse(
      readFileSync(join(server, 'apps/api/src/messages/compiled/fr-fr.json'), 'utf8'),
    );
    expect(compiled['server.error.notFound']).toEqual([{ type: 0, value: 'Introuvable.' }]);

    const root = serverWith({ en: { 'server.mail.greeting': 'Hello {name},' }, fr });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/api: "server.error.notFound" is missing in en');
  });
});

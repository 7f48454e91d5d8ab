// Extracts the German source messages of every package, checks each locale's catalog against
// them and compiles the catalogs to pre-parsed ASTs (no ICU parser in the bundle).
// `--check` only reports; without it the compiled catalogs are written as well.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const repo = resolve(import.meta.dirname, '..');
const formatjs = join(repo, 'node_modules/.bin/formatjs');
// Another tree of packages, for the script's own test.
const root = resolve(process.env.MESSAGES_ROOT ?? repo);
const checkOnly = process.argv.includes('--check');

/** Full catalogs: every source id must be translated. */
const fullLocales = ['en', 'fr'];
/** Regional catalogs: only differences over their parent. */
const regionalLocales = { 'de-at': 'de', 'fr-fr': 'fr' };

const packageDirs = ['packages', 'apps']
  .flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group)).map((name) => join(root, group, name))
      : [],
  )
  .filter((dir) => existsSync(join(dir, 'src/messages')));

const problems = [];
const work = mkdtempSync(join(tmpdir(), 'lindner-messages-'));

for (const dir of packageDirs) {
  const name = dir.slice(root.length + 1);
  const problemsBefore = problems.length;
  const messagesDir = join(dir, 'src/messages');
  const sourceFile = join(work, `${name.replace('/', '-')}-de.json`);
  execFileSync(
    formatjs,
    [
      'extract',
      `${dir}/src/**/*.{ts,tsx}`,
      '--ignore',
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      '**/*.d.ts',
      '--format',
      'simple',
      '--throws',
      '--out-file',
      sourceFile,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const de = JSON.parse(readFileSync(sourceFile, 'utf8'));
  const catalogs = { de };
  for (const locale of [...fullLocales, ...Object.keys(regionalLocales)]) {
    const file = join(messagesDir, `${locale}.json`);
    catalogs[locale] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  }

  for (const [locale, messages] of [
    ['de', de],
    ['de-at', catalogs['de-at']],
  ]) {
    for (const [id, text] of Object.entries(messages)) {
      const wrong = wrongGermanAddress(text);
      if (wrong) {
        problems.push(
          `${name}: "${id}" in ${locale} says "${wrong}": German addresses the reader with the capitalised Du (SPEC.md)`,
        );
      }
    }
  }
  for (const [id, text] of Object.entries(de)) {
    const wanted = argumentsOf(text, `${name} de ${id}`);
    for (const locale of fullLocales) {
      if (!(id in catalogs[locale])) problems.push(`${name}: "${id}" is missing in ${locale}`);
    }
    for (const locale of Object.keys(catalogs).filter((each) => each !== 'de')) {
      const translated = catalogs[locale][id];
      if (translated === undefined) continue;
      const found = argumentsOf(translated, `${name} ${locale} ${id}`);
      if (found.join() !== wanted.join()) {
        problems.push(
          `${name}: "${id}" in ${locale} uses {${found.join(', ')}}, German uses {${wanted.join(', ')}}`,
        );
      }
    }
  }
  for (const locale of Object.keys(catalogs).filter((each) => each !== 'de')) {
    for (const id of Object.keys(catalogs[locale])) {
      if (!(id in de)) problems.push(`${name}: "${id}" in ${locale} is not used in the source`);
    }
  }

  // A message that does not parse is among the problems: nothing of the package is compiled
  // then (the others are, and the script still fails).
  if (checkOnly || problems.length > problemsBefore) continue;
  const compiledDir = join(messagesDir, 'compiled');
  mkdirSync(compiledDir, { recursive: true });
  const merged = {
    de,
    en: catalogs.en,
    fr: catalogs.fr,
    'de-at': { ...de, ...catalogs['de-at'] },
    'fr-fr': { ...catalogs.fr, ...catalogs['fr-fr'] },
  };
  // A package may split its catalog (src/messages/parts.json: part name to id prefixes) so that
  // messages only some pages show load with them: `compiled/{part}-{locale}.json`.
  const partsFile = join(messagesDir, 'parts.json');
  const parts = existsSync(partsFile) ? JSON.parse(readFileSync(partsFile, 'utf8')) : {};
  const partOf = (id) =>
    Object.keys(parts).find((part) => parts[part].some((prefix) => id.startsWith(prefix)));
  for (const [locale, messages] of Object.entries(merged)) {
    for (const part of [null, ...Object.keys(parts)]) {
      const file = part ? `${part}-${locale}.json` : `${locale}.json`;
      const own = Object.entries(messages)
        .filter(([id]) => (partOf(id) ?? null) === part)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      // What `formatjs compile --ast` writes, without a process of its own per file.
      const compiled = Object.fromEntries(own.map(([id, text]) => [id, parse(text)]));
      writeFileSync(join(compiledDir, file), `${JSON.stringify(compiled, null, 2)}\n`);
    }
  }
}

// Tables of ICU patterns outside react-intl (ui's validation messages, which run on the server
// too): every language with the same keys and arguments, compiled to ASTs like the catalogs.
const patternTables = [
  ['packages/ui/src/validation/messages.json', 'packages/ui/src/messages/compiled/validation.json'],
];
for (const [source, target] of patternTables) {
  if (!existsSync(join(root, source))) continue;
  const table = JSON.parse(readFileSync(join(root, source), 'utf8'));
  const [first, ...others] = Object.keys(table);
  const compiled = {};
  for (const language of Object.keys(table)) {
    compiled[language] = {};
    for (const [key, text] of Object.entries(table[language])) {
      const wrong = language === 'de' ? wrongGermanAddress(text) : undefined;
      if (wrong) {
        problems.push(
          `${source}: "${key}" says "${wrong}": German addresses the reader with the capitalised Du (SPEC.md)`,
        );
      }
      const found = argumentsOf(text, `${source} ${language} ${key}`);
      const wanted = first in table && key in table[first] ? table[first][key] : undefined;
      if (wanted === undefined) problems.push(`${source}: "${key}" is missing in ${first}`);
      else if (found.join() !== argumentsOf(wanted, `${source} ${first} ${key}`).join())
        problems.push(`${source}: "${key}" in ${language} has other arguments than in ${first}`);
      try {
        compiled[language][key] = parse(text);
      } catch {
        // Reported by argumentsOf above.
      }
    }
  }
  for (const language of others) {
    for (const key of Object.keys(table[first])) {
      if (!(key in table[language])) problems.push(`${source}: "${key}" is missing in ${language}`);
    }
  }
  if (checkOnly) continue;
  mkdirSync(dirname(join(root, target)), { recursive: true });
  writeFileSync(join(root, target), JSON.stringify(compiled));
}

/**
 * The word that breaks the capitalised "Du" of SPEC.md's own texts, if any: a lowercase "du",
 * "dich", "dein…", or a formal "Sie" or "Ihr…" inside a sentence (at its start they may be "she"
 * or "her").
 */
function wrongGermanAddress(text) {
  const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure)\b/.exec(
    text,
  );
  if (informal) return informal[1];
  const formal = /[\p{L},] (Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/u.exec(text);
  return formal?.[1];
}

function argumentsOf(text, where) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal && element.type !== TYPE.pound) {
        names.add(element.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  try {
    walk(parse(text));
  } catch (error) {
    problems.push(`${where}: not a valid ICU message (${error.message})`);
  }
  return [...names].sort();
}

if (problems.length > 0) {
  console.error(`Message catalogs are incomplete:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Message catalogs complete in ${packageDirs.length} packages.`);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The portal's folders depend one way (DESIGN.md "Repository layout"): app/ composes shell/ and
 * features/; shell/ and features/ build on shared/ and the packages; shared/ builds on packages
 * only; a feature never imports another feature. src/messages (the catalogs) is open to all.
 */
const portalSource = 'apps/portal/src';
const boundaries = [
  {
    // A feature's own folder, features/<domain>/.
    folder: 'features/*',
    forbidden: ['app', 'shell', 'features'],
    message:
      'A feature imports its own folder, shared/ and packages only: never another feature, shell/ or app/. Move what two features share to shared/ or a package.',
  },
  {
    folder: 'shell',
    forbidden: ['app', 'features'],
    message:
      'shell/ imports shared/ and packages only: never a feature or app/ (app/ puts features into the frame).',
  },
  {
    folder: 'shared',
    forbidden: ['app', 'shell', 'features'],
    message: 'shared/ imports shared/ and packages only: no feature, no shell/, no app/.',
  },
];
/** Depths below a zone's folder with patterns of their own; deeper files get the rest. */
const deepest = 8;

/**
 * The imports a file at `depth` folders below its zone's folder may not name, as one regular
 * expression. no-restricted-imports sees an import as written, so a relative import is judged by
 * how many folders it climbs from there; one through an alias or `src/` by the names it holds.
 */
function forbiddenSource({ folder, forbidden }, depth) {
  const names = `(${forbidden.join('|')})(/|$)`;
  const up = (count) => `^(\\.\\./){${count}}`;
  const inFeature = folder.includes('/');
  const alternatives = [`(^|/)src/${names}`, `^(?!\\.)(.*/)?${names}`];
  if (depth !== null) {
    alternatives.push(`${up(inFeature ? depth + 2 : depth + 1)}${names}`);
    // Climbing out of features/<domain>/ lands beside it: in another feature.
    if (inFeature) alternatives.push(`${up(depth + 1)}[^./]`);
  }
  return alternatives.map((each) => `(${each})`).join('|');
}

const boundaryConfigs = boundaries.flatMap((zone) =>
  [...Array.from({ length: deepest + 1 }, (_, depth) => depth), null].map((depth) => {
    const regex = forbiddenSource(zone, depth);
    const below = depth === null ? `${'*/'.repeat(deepest + 1)}**/` : '*/'.repeat(depth);
    return {
      files: [`${portalSource}/${zone.folder}/${below}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex, message: zone.message }] }],
        // The same for import() of a lazily loaded module (a selector's regex holds no slash).
        'no-restricted-syntax': [
          'error',
          {
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
            message: zone.message,
          },
        ],
      },
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'storybook-static/**',
      '**/compiled/**',
      '**/node_modules/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['scripts/**', '*.config.*', '.storybook/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaryConfigs,
);

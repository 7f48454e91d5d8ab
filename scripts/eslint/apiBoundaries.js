// The API's folders depend one way (DESIGN.md "Repository layout", apps/api/README.md): a domain
// module (modules/<domain>/) imports plugins/, mail/, database/ and @lindner/api/schema, never
// another module; plugins/, mail/ and database/ never import a module (what two modules share
// lives there instead). And no two files import each other, wherever they are.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/** `modules/fleet`, `plugins`, `mail`, … for a path inside apps/api/src. */
function zoneOf(pathInSrc) {
  const [top, domain] = pathInSrc.split(sep);
  if (top === 'modules') return domain ? `modules/${domain}` : 'modules';
  return top;
}

const shared = new Set(['plugins', 'mail', 'database']);

function refusal(from, to) {
  if (from.startsWith('modules/') && to.startsWith('modules/') && to !== from) {
    return `A module imports plugins/, mail/, database/ and @lindner/api/schema only, never another module (${to}). Move what two modules share to plugins/ (or mail/, or the schema package).`;
  }
  if (shared.has(from) && to.startsWith('modules')) {
    return `${from}/ is shared by every module and imports none (${to}): move what it needs out of the module.`;
  }
  return null;
}

/** The file an import names: `./x` as x.ts, x/index.ts, … or null. */
function resolveFile(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && !candidate.endsWith(sep) && /\.[cm]?[jt]sx?$/.test(candidate)) {
      return candidate;
    }
  }
  return null;
}

const importsOf = new Map();

/** The files a file imports relatively, read from its text (cached per run). */
function relativeImports(file) {
  if (importsOf.has(file)) return importsOf.get(file);
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = resolveFile(file, match[1]);
    if (target) found.add(target);
  }
  importsOf.set(file, found);
  return found;
}

function checker(context, onImport) {
  const check = (node) => {
    const source = node.source;
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    onImport(source, source.value);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: "Keeps the API's domain modules apart from each other and below plugins/.",
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
  },
  create(context) {
    const src = resolve(context.cwd, context.options[0].root);
    const file = relative(src, context.filename);
    if (file.startsWith('..')) return {};
    const from = zoneOf(file);
    return checker(context, (node, specifier) => {
      const inSrc = relative(src, resolve(dirname(context.filename), specifier));
      if (inSrc.startsWith('..')) return;
      const message = refusal(from, zoneOf(inSrc));
      if (message) context.report({ node, message });
    });
  },
};

const noMutualImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Two files that import each other are one concern cut in two.' },
    schema: [],
  },
  create(context) {
    const self = resolve(context.filename);
    return checker(context, (node, specifier) => {
      const target = resolveFile(self, specifier);
      if (target && relativeImports(target).has(self)) {
        context.report({
          node,
          message: `${relative(dirname(self), target)} imports this file back: put what both need in one of them, or in a third file both import.`,
        });
      }
    });
  },
};

export const apiBoundaries = {
  rules: { 'module-boundaries': moduleBoundaries, 'no-mutual-imports': noMutualImports },
};

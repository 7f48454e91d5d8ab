// The portal's folders depend one way (DESIGN.md "Repository layout"): app/ composes shell/ and
// features/; shell/ and features/ build on shared/ and the packages; shared/ on packages only;
// a feature never imports another feature. src/messages (the catalogs) is open to all.
import { dirname, relative, resolve, sep } from 'node:path';

/** The folder of apps/portal/src a path lies in: `features/farm`, `shell`, … or null. */
function zoneOf(pathInSrc) {
  const [top, domain] = pathInSrc.split(sep);
  if (top === 'features') return domain ? `features/${domain}` : 'features';
  return top;
}

/** What each zone may not import, and why. */
function refusal(from, to) {
  if (from.startsWith('features/')) {
    if (to === 'app' || to === 'shell' || (to.startsWith('features') && to !== from)) {
      return 'A feature imports its own folder, shared/ and packages only: never another feature, shell/ or app/. Move what two features share to shared/ or a package.';
    }
  }
  if (from === 'shell' && (to === 'app' || to.startsWith('features'))) {
    return 'shell/ imports shared/ and packages only: never a feature or app/ (app/ puts features into the frame).';
  }
  if (from === 'shared' && (to === 'app' || to === 'shell' || to.startsWith('features'))) {
    return 'shared/ imports shared/ and packages only: no feature, no shell/, no app/.';
  }
  return null;
}

/** `@/x`, `~/x` and `src/x` are how an alias would name a folder of src/. */
const aliased = /^(?:@|~|src)\/(.*)$/;

const folderBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the portal's folders apart: features, shell, shared and app." },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
  },
  create(context) {
    const src = resolve(context.cwd, context.options[0].root);
    const file = relative(src, context.filename);
    if (file.startsWith('..')) return {};
    const from = zoneOf(file);

    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const alias = aliased.exec(source.value);
      const target = source.value.startsWith('.')
        ? resolve(dirname(context.filename), source.value)
        : alias
          ? resolve(src, alias[1])
          : null;
      if (!target) return;
      const inSrc = relative(src, target);
      if (inSrc.startsWith('..')) return;
      const message = refusal(from, zoneOf(inSrc));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const portalBoundaries = { rules: { 'folder-boundaries': folderBoundaries } };

// Which chunk a module of the personal area's browser build goes to beyond the bundler's own
// choice (vite.config.ts, `codeSplitting.groups`). No Vite import: the shapes below are the part
// of the bundler's module information this reads.
//
// The bundler puts a module into one file per set of entries that need it: a personal page, which
// shares code with a dozen other pages in a dozen ways, then loaded some fifty files, and on a
// slow line each file costs a round trip. Here the code that every page of the area runs, and the
// code that many of its pages share, goes into a few files of the area's.

/** What the bundler tells of a module (Rolldown's `ModuleInfo`, the part read here). */
export interface ModuleFacts {
  /** The module's code after the build's transforms; its import statements are still there. */
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
  /** Its exported names, `*` for each `export *` it could not resolve. */
  exports?: readonly string[];
}

/** The bundler's view of the module graph (the chunking context's `getModuleInfo`). */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

export interface AreaChunkOptions {
  /** The personal area's frame: the route every personal page runs below. */
  personalArea: RegExp;
  /** Whether a module the router loads on demand is a page of the personal area. */
  isPersonalPage(id: string): boolean;
  /**
   * Modules whose re-exports run only for the names an importer takes (packages declared free
   * of side effects); any other module runs all it re-exports.
   */
  sideEffectFree: RegExp;
}

/** The chunk names this gives. */
export const areaChunks = {
  /** What the entry needs: every page of the build runs it first. */
  start: 'start',
  /** What the personal area's frame needs besides: every personal page runs it. */
  personalArea: 'personal-area',
  /** What at least a quarter of the personal pages need besides. */
  personalCommon: 'personal-common',
} as const;

/**
 * The share of the personal pages that must need a module for it to go into the common file,
 * which a page loads whole as soon as it needs anything of it. Below that share, pages would load
 * too much they do not use; the bundler's own split keeps such code with the few pages sharing it.
 */
export const commonShare = 0.25;

/**
 * A `name` function for a `codeSplitting` group (with `includeDependenciesRecursively: false`):
 * the area chunk of a module, or null to leave it to the bundler.
 */
export function areaChunkName(
  options: AreaChunkOptions,
): (id: string, graph: ModuleGraph) => string | null {
  let analysis: { probe: ModuleFacts | null; probeId: string; areas: Map<string, string> } | null =
    null;
  return (id, graph) => {
    // One analysis per build: the bundler hands the same module information throughout.
    if (!analysis || graph.getModuleInfo(analysis.probeId) !== analysis.probe) {
      analysis = {
        probeId: id,
        probe: graph.getModuleInfo(id),
        areas: chunkAreas(graph, id, options),
      };
    }
    return analysis.areas.get(id) ?? null;
  };
}

/**
 * Each module's area chunk, for the graph around `start`. Entries and the modules loaded on demand
 * (pages, the frame, a page's charts) keep files of their own; of the rest:
 * - `start`: what an entry needs;
 * - `personal-area`: what the personal area's frame needs besides;
 * - `personal-common`: what at least a quarter of the personal pages need besides.
 */
export function chunkAreas(
  graph: ModuleGraph,
  start: string,
  options: AreaChunkOptions,
): Map<string, string> {
  const ids = allModules(graph, start);
  const roots = ids.filter((id) => {
    const facts = graph.getModuleInfo(id);
    return facts !== null && (facts.isEntry || facts.dynamicImporters.length > 0);
  });
  const reach = new ModuleReach(graph, options.sideEffectFree);
  const neededBy = new Map<string, Set<string>>();
  for (const root of roots) {
    for (const id of reach.from(root)) {
      const needing = neededBy.get(id) ?? new Set<string>();
      needing.add(root);
      neededBy.set(id, needing);
    }
  }

  const isRoot = new Set(roots);
  const entries = new Set(roots.filter((root) => graph.getModuleInfo(root)?.isEntry));
  const frame = roots.find((root) => options.personalArea.test(root));
  const pages = roots.filter((root) => options.isPersonalPage(root));
  const common = Math.max(2, Math.ceil(pages.length * commonShare));

  const areas = new Map<string, string>();
  for (const [id, needing] of neededBy) {
    if (isRoot.has(id)) continue;
    if ([...needing].some((root) => entries.has(root))) {
      areas.set(id, areaChunks.start);
    } else if (frame && needing.has(frame)) {
      areas.set(id, areaChunks.personalArea);
    } else if ([...needing].filter((root) => options.isPersonalPage(root)).length >= common) {
      areas.set(id, areaChunks.personalCommon);
    }
  }
  return areas;
}

/** Every module connected to `start`, in any direction. */
function allModules(graph: ModuleGraph, start: string): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const facts = graph.getModuleInfo(id);
    if (!facts) continue;
    for (const next of [
      ...facts.importedIds,
      ...facts.dynamicallyImportedIds,
      ...facts.importers,
      ...facts.dynamicImporters,
    ]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

interface Statement {
  kind: 'import' | 'export';
  /** What stands between the keyword and `from`: `{ a, b as c }`, `* as ns`, `x`, or nothing. */
  clause: string;
  target: string;
}

const statementPattern =
  /(?:^|[;\n])\s*(import|export)\s*(?:(type\s)?([\w$*{}\s,]*?)\s*from\s*)?["']([^"']+)["']/g;

/**
 * The modules a module needs when run, following re-exports only for the names imported through
 * them where that is safe: `import { Spinner } from '@lindner/ui'` needs the spinner's module,
 * not every component the package's index re-exports.
 */
export class ModuleReach {
  private readonly statements = new Map<string, Statement[] | null>();

  constructor(
    private readonly graph: ModuleGraph,
    private readonly sideEffectFree: RegExp,
  ) {}

  /** The modules `root` needs, itself included. */
  from(root: string): Set<string> {
    const wanted = new Map<string, Set<string>>();
    const queue: [string, ReadonlySet<string>][] = [[root, new Set(['*'])]];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const [id, names] = next;
      if (!this.graph.getModuleInfo(id)) continue;
      const known = wanted.get(id);
      const added = known
        ? [...names].filter((name) => !known.has(name) && !known.has('*'))
        : [...names];
      if (known && added.length === 0) continue;
      const all = known ?? new Set<string>();
      for (const name of added) all.add(name);
      wanted.set(id, all);
      // A module's own imports count once; its re-exports for each name asked for.
      queue.push(...this.edges(id, new Set(added), known === undefined));
    }
    return new Set(wanted.keys());
  }

  private edges(id: string, names: ReadonlySet<string>, first: boolean): [string, Set<string>][] {
    const facts = this.graph.getModuleInfo(id);
    if (!facts) return [];
    const statements = this.statementsOf(id);
    if (!statements) {
      return first ? facts.importedIds.map((target) => [target, new Set(['*'])]) : [];
    }
    const pure = this.sideEffectFree.test(id);
    const every = names.has('*');
    const edges: [string, Set<string>][] = [];
    if (first) {
      // What the bundler adds of its own (its runtime helpers) has no statement in the code.
      for (const target of facts.importedIds) {
        if (target.startsWith('\0')) edges.push([target, new Set(['*'])]);
      }
    }
    for (const { kind, clause, target } of statements) {
      if (kind === 'import') {
        if (first) edges.push([target, importedNames(clause)]);
        continue;
      }
      const renamed = reexportedNames(clause);
      if (renamed) {
        const taken = renamed.filter(([, as]) => every || names.has(as) || !pure);
        if (taken.length > 0 || (first && !pure)) {
          edges.push([target, new Set(taken.map(([from]) => from))]);
        }
      } else if (/^\*\s*as\s/.test(clause)) {
        const as = clause.replace(/^\*\s*as\s*/, '').trim();
        if (every || names.has(as) || !pure) edges.push([target, new Set(['*'])]);
      } else {
        // export * from '…': only where the target may hold a name asked for.
        const exported = this.graph.getModuleInfo(target)?.exports ?? ['*'];
        const mayHold = every || exported.includes('*') || exported.some((name) => names.has(name));
        if (mayHold || (first && !pure)) edges.push([target, new Set(names)]);
      }
    }
    return edges;
  }

  /** The module's import and re-export statements with the module each names, if readable. */
  private statementsOf(id: string): Statement[] | null {
    if (this.statements.has(id)) return this.statements.get(id) ?? null;
    const facts = this.graph.getModuleInfo(id);
    let result: Statement[] | null = null;
    if (facts?.code) {
      const found: Omit<Statement, 'target'>[] = [];
      for (const [, kind, typeOnly, clause = '', specifier] of facts.code.matchAll(
        statementPattern,
      )) {
        if (typeOnly || !specifier) continue;
        found.push({ kind: kind as Statement['kind'], clause: `${clause.trim()}\0${specifier}` });
      }
      // The bundler lists a module's imports in the order of their statements, each once.
      const specifiers = [...new Set(found.map(({ clause }) => clause.split('\0')[1] as string))];
      const targets = facts.importedIds.filter((target) => !target.startsWith('\0'));
      if (specifiers.length === targets.length) {
        const targetOf = new Map(specifiers.map((specifier, index) => [specifier, targets[index]]));
        result = found.map(({ kind, clause }) => {
          const [text = '', specifier = ''] = clause.split('\0');
          return { kind, clause: text, target: targetOf.get(specifier) as string };
        });
      }
    }
    // Unreadable: everything it imports counts.
    this.statements.set(id, result);
    return result;
  }
}

/** The names an import statement takes: `default`, `*` for a namespace, or the named ones. */
function importedNames(clause: string): Set<string> {
  const names = new Set<string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  const rest = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (rest.includes('*')) names.add('*');
  else if (rest) names.add('default');
  for (const part of braces?.[1]?.split(',') ?? []) {
    const name = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0]
      ?.trim();
    if (name) names.add(name);
  }
  return names;
}

/** `export { a, b as c } from …` as [name in the module, name exported]; null for `export *`. */
function reexportedNames(clause: string): [string, string][] | null {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return null;
  return (braces[1] ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from = part, as = from] = part.split(/\s+as\s+/).map((name) => name.trim());
      return [from, as];
    });
}

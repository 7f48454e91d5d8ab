import * as z from 'zod/mini';

/**
 * A schema built on its first use (a parse, a check, a conversion to JSON Schema) rather than
 * when its module loads: a page that loads a schema module for one of its schemas does not build
 * the others while it starts. Types see through it (`z.infer`, `z.input`, `z.output` are those of
 * the schema `build` returns); what reads a schema's structure (`.shape`, `z.extend`) needs one
 * built at once.
 */
export function builtOnUse<T extends z.ZodMiniType>(build: () => T): z.ZodMiniLazy<T> {
  return z.lazy(build);
}

// The "For CMS editors" pages (docs/widgets/*.mdx) compiled as Storybook compiles them, with the
// MDX options of .storybook/main.ts: their attribute and CSP tables must come out as tables.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import storybookConfig from '../../../../.storybook/main';

const root = resolve(import.meta.dirname, '../../../..');
const docs = join(root, 'docs/widgets');

type Loader = (this: unknown, content: string) => void;

/** Storybook's own MDX loader, called as a bundler calls it, with the config's options. */
async function compileAsStorybook(file: string): Promise<string> {
  const loader = (await import('@storybook/addon-docs/mdx-loader' as string)).default as Loader;
  const addon = storybookConfig.addons?.find(
    (each) => typeof each === 'object' && each.name === '@storybook/addon-docs',
  );
  const options = typeof addon === 'object' ? (addon.options ?? {}) : {};
  return new Promise((done, fail) => {
    loader.call(
      {
        resourcePath: file,
        getOptions: () => options.mdxPluginOptions ?? {},
        async: () => (error: unknown, code: string) => (error ? fail(error) : done(code)),
      },
      readFileSync(file, 'utf8'),
    );
  });
}

const pages = [
  ...readdirSync(docs)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => join(docs, name)),
  join(root, 'docs/ContentSecurityPolicy.mdx'),
];

describe('the For CMS editors pages', () => {
  it('are there', () => {
    expect(pages.length).toBeGreaterThan(1);
  });

  it.each(pages.map((file) => [relative(root, file), file]))(
    '%s shows its attribute and CSP tables as tables, not as pipe text',
    async (_, file) => {
      const code = await compileAsStorybook(file);
      expect(code).toMatch(/_components\.table\b/);
      expect(code).toMatch(/_components\.th\b/);
      expect(code).not.toMatch(/\|\s*-{3,}\s*\|/);
    },
    30_000,
  );
});

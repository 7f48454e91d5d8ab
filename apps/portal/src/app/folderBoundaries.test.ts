import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint configuration (eslint.config.js), as `npx eslint .` runs it.
const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const src = 'apps/portal/src';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: repository });
  // Loads the configuration and the parser once, outside the tests' time.
  await eslint.lintText('', { filePath: `${src}/app/warmUp.ts` });
}, 30_000);

/** The messages of the dependency rule for a module at `file` that imports `source`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const code = `export * from '${source}';\nexport const later = () => import('${source}');\n`;
  const [result] = await eslint.lintText(code, { filePath: `${src}/${file}` });
  return (result?.messages ?? [])
    .filter(({ ruleId }) => ruleId === 'portal/folder-boundaries')
    .map(({ message }) => message);
}

/** The static import and the import() are both reported, with the folder's reason. */
const rejected = (reason: string) => [
  expect.stringContaining(reason),
  expect.stringContaining(reason),
];

describe('the portal’s folder boundaries (eslint.config.js)', () => {
  it('reject a feature importing another feature, from any depth of its folder', async () => {
    for (const [file, source] of [
      ['features/farm/x.ts', '../settings/queries'],
      ['features/farm/pages/profile-farm/FarmPage.tsx', '../../../settings/queries'],
      ['features/farm/pages/profile-farm/FarmPage.tsx', '../../../../features/settings'],
      ['features/dashboard/pages/dashboard/DashboardView.tsx', '../../../profile/ProfileForm'],
    ] as const) {
      expect(await boundaryErrors(file, source), `${file}: ${source}`).toEqual(
        rejected('never another feature'),
      );
    }
  });

  it('reject a feature importing app/ or shell/', async () => {
    for (const source of ['../../../../app/router', '../../../../shell/navigation']) {
      expect(await boundaryErrors('features/farm/pages/profile-farm/FarmPage.tsx', source)).toEqual(
        rejected('never another feature, shell/ or app/'),
      );
    }
  });

  it('reject the same imports through an alias or a path through src/', async () => {
    for (const source of ['@/features/settings/queries', 'src/app/router', '~/shell/navigation']) {
      expect(await boundaryErrors('features/farm/x.ts', source), source).toEqual(
        rejected('never another feature'),
      );
    }
  });

  it('reject shared/ importing a feature, shell/ or app/, and shell/ importing a feature or app/', async () => {
    for (const source of [
      '../../features/farm/farmForm',
      '../../shell/navigation',
      '../../app/App',
    ]) {
      expect(await boundaryErrors('shared/forms/PersonalForm.tsx', source), source).toEqual(
        rejected('shared/ imports shared/ and packages only'),
      );
    }
    for (const source of ['../../features/contracts/ContractExpiryBanner', '../../app/App']) {
      expect(
        await boundaryErrors('shell/PersonalAreaLayout/PersonalAreaLayout.tsx', source),
        source,
      ).toEqual(rejected('shell/ imports shared/ and packages only'));
    }
  });

  it('allow a feature its own folder, shared/, the catalogs and the packages', async () => {
    for (const source of [
      './FarmView',
      '../../farmForm',
      '../../../../shared/forms/PersonalForm',
      '../../../../messages',
      '@lindner/ui',
      'react-router/dom',
    ]) {
      expect(
        await boundaryErrors('features/farm/pages/profile-farm/FarmPage.tsx', source),
        source,
      ).toEqual([]);
    }
  });

  it('allow shell/ shared/, and app/ features and shell/', async () => {
    expect(await boundaryErrors('shell/navigation.ts', '../shared/locale/usePageLocale')).toEqual(
      [],
    );
    for (const source of ['../../features/farm/pages/profile-farm', '../../shell/PublicArea']) {
      expect(await boundaryErrors('app/router/pages.ts', source), source).toEqual([]);
    }
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// Small fixture files linted as if they sat at a path in the repo: each forbidden import direction
// must fail with its zone's reason, and each allowed one must pass.
const root = new URL('.', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const imports = (from: string) => `import * as m from '${from}';\nexport const used = m;\n`;

describe('lint: import directions', () => {
  it.each([
    ['web/src/ui/fixture.ts', '#app/features/guide/components/guide-page.tsx', /Shared code/],
    ['web/src/lib/fixture.ts', '#app/app/router.tsx', /Shared code/],
    ['web/src/api/fixture.ts', '#app/features/packages/api/subscribe-to-plan.ts', /Shared code/],
    ['web/src/config/fixture.ts', '#app/app/app.tsx', /Shared code/],
    ['web/src/features/guide/fixture.ts', '#app/app/router.tsx', /must not import the app/],
    [
      'web/src/features/guide/fixture.ts',
      '#app/features/packages/components/package-management-page.tsx',
      /features\/guide must not import another feature/,
    ],
    ['web/src/ui/fixture.ts', '../../../server/src/app.ts', /must not import the server/],
    ['server/src/fixture.ts', '../../web/src/config/paths.ts', /must not import the web app/],
    ['domain/src/fixture.ts', '../../server/src/app.ts', /domain\/ is the pure rules/],
    ['domain/src/fixture.ts', '../../web/src/config/paths.ts', /domain\/ is the pure rules/],
    ['domain/src/fixture.ts', 'node:crypto', /no Node.js built-ins/],
  ])('%s importing %s fails', async (file, target, reason) => {
    const messages = await lint(file, imports(target));
    expect(messages.join('\n')).toMatch(reason);
  });

  it.each([
    ['web/src/app/fixture.ts', '#app/features/guide/components/guide-page.tsx'],
    ['web/src/features/guide/fixture.ts', '#app/ui/spinner.tsx'],
    ['server/src/modules/fixture.ts', '#app/errors.ts'],
    ['web/src/features/guide/fixture.ts', './hooks/use-now.ts'],
    ['web/src/features/guide/fixture.ts', '@app/domain'],
    ['server/src/fixture.ts', '@app/domain'],
    ['server/src/fixture.ts', 'node:crypto'],
  ])('%s importing %s passes', async (file, target) => {
    expect(await lint(file, imports(target))).toEqual([]);
  });

  it.each([
    ['web/src/features/guide/fixture.ts', '../../ui/spinner.tsx'],
    ['server/src/modules/fixture.ts', '../errors.ts'],
  ])('%s importing %s by a climbing path fails: #app/ instead', async (file, target) => {
    expect((await lint(file, imports(target))).join('\n')).toMatch(/#app\//);
  });

  it('keeps SQL in repos: a value import of kysely fails outside repo.ts and db/', async () => {
    const query = "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n";
    expect((await lint('server/src/modules/commerce/service.ts', query)).join('\n')).toMatch(
      /Only a module's repo\.ts/,
    );
    expect(await lint('server/src/modules/commerce/repo.ts', query)).toEqual([]);
    expect(await lint('server/src/db/fixture.ts', query)).toEqual([]);
    const typeOnly = "import type { Kysely } from 'kysely';\nexport type Db = Kysely<object>;\n";
    expect(await lint('server/src/modules/commerce/service.ts', typeOnly)).toEqual([]);
  });

  it('wants kebab-case file names', async () => {
    expect((await lint('web/src/ui/TitleTile.tsx', 'export {};\n')).join('\n')).toMatch(
      /KEBAB_CASE/,
    );
    expect(await lint('web/src/ui/title-tile.test.tsx', 'export {};\n')).toEqual([]);
  });

  it('keeps code files to 400 lines, but not content, seed data or migrations', async () => {
    const long = (lines: number) => 'export const x = 1;\n'.repeat(lines);
    expect((await lint('server/src/modules/fixture.ts', long(401))).join('\n')).toMatch(
      /max-lines/,
    );
    expect((await lint('server/src/db/seed/fixture.test.ts', long(401))).join('\n')).toMatch(
      /max-lines/,
    );
    expect(await lint('server/src/modules/fixture.ts', long(400))).toEqual([]);
    for (const data of [
      'web/src/content/help/fixture.ts',
      'server/src/db/seed/words/fixture.ts',
      'server/src/db/migrations/2026-11-21T00-fixture.ts',
    ]) {
      expect(await lint(data, long(401)), data).toEqual([]);
    }
  });

  describe('cycles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('fails on an import cycle', async () => {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      const outside = new ESLint({ cwd: dir, overrideConfigFile: join(root, 'eslint.config.js') });
      const [result] = await outside.lintFiles([join(dir, 'a.ts')]);
      expect(result!.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
    });
  });
});

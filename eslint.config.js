import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';

// Which way imports may point, and why (STYLE.md, CONTRIBUTING.md). Each zone forbids `target`
// from importing `from`; lint fails with the zone's message. eslint.test.ts proves every zone.
const web = './web/src';
const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: [`${web}/ui`, `${web}/lib`, `${web}/api`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message:
      'Shared code (ui, lib, api, config) sits below the features and the app: it must work in any screen, so it cannot know them. Pass what it needs in as props or arguments.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message:
      'A feature must not import the app: app/ composes features (router, layouts), so the arrow points from app to features only. Move what both need to ui/ or lib/.',
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature: features change independently and app/ composes them. Move what both need to ui/, lib/ or domain/.`,
  })),
];
const sideZones = [
  {
    target: './web',
    from: './server',
    message:
      'The web app must not import the server: it runs in the browser and would ship server code (and secrets) in the bundle. Share the rule through domain/.',
  },
  {
    target: './server',
    from: './web',
    message:
      'The server must not import the web app: it would pull React and browser code into the API. Share the rule through domain/.',
  },
  {
    target: './domain',
    from: ['./server', './web'],
    message:
      'domain/ is the pure rules both sides share: it must not import the server or the web app, or the other side would inherit them.',
  },
];
const nodeInDomain = {
  group: ['node:*'],
  message:
    'domain/ runs in the browser too: no Node.js built-ins. Take what the rule needs as an argument (the time, a clock, bytes).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'bench/results/**',
      'server/assets/**',
      // Types generated from /openapi.json by server/src/http/generated-client.test.ts.
      'server/src/generated/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Registered as `import` so the rules read as the docs name them (import/no-cycle).
    plugins: { import: importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: sideZones }],
      // A cycle makes load order decide what is undefined at import time, and hides a layer
      // that should be split.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // One naming for files and folders: they are URLs and import paths on case-sensitive disks.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Migrations are named by the time they were written, and the database records those names.
    files: ['server/src/db/migrations/*.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // Tests of shared pieces render them inside the app's real i18n and router.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...sideZones, ...layerZones] }] },
  },
  {
    files: ['server/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                "Import across folders through '#app/…' (package.json imports), not a climbing '../' path: the import reads the same from every file and survives a move.",
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories write SQL (decision 0002, CONTRIBUTING.md): elsewhere Kysely is a type.
    // eslint.config.test.ts proves it.
    files: ['server/src/**/*.ts'],
    ignores: [
      '**/repo.ts',
      '**/*-repo.ts',
      'server/src/db/**',
      '**/*.test.ts',
      'server/src/reliability/**',
      'server/src/test-support/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message:
                "Only a module's repo.ts (or a *-repo.ts beside it) and server/src/db/ write SQL: add a method to create<Area>Repo(db) and call it. Elsewhere Kysely is imported as a type only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeInDomain] }] },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*-cli.ts', 'server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A file past 400 lines does several things: split it by what they are. Content, seed data
    // and frozen migrations are data to look up, not code to read through.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/content/**', 'server/src/db/seed/**', 'server/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['server/src/db/seed/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);

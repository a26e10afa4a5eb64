import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each web feature may import only itself and the shared layers (components, hooks, lib, config). */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureZones = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'web features do not import each other: move shared code to src/components, src/hooks or src/lib',
}));

/**
 * In the web app an import that leaves its area (one feature, or one top-level folder of src such as lib or
 * components) says where it goes with the '@/' alias ('@/lib/format', not '../../../lib/format'); relative paths
 * stay inside an area, where moving files together keeps them true.
 */
const WEB_SRC = fileURLToPath(new URL('./apps/web/src/', import.meta.url));
const webArea = (file) => {
  const parts = path.relative(WEB_SRC, file).split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '';
};
const webAliasRule = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const from = context.filename;
      const target = path.resolve(path.dirname(from), spec);
      if (webArea(target) === webArea(from)) return;
      const alias = `@/${path.relative(WEB_SRC, target).split(path.sep).join('/')}`;
      context.report({
        node: node.source,
        message: `import '${alias}': a path that leaves its folder uses the @/ alias`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/**
 * API modules depend only on modules below them (ARCHITECTURE.md 'Module order'): a module may import the
 * modules of lower layers, never one of its own layer or above. A side effect that belongs to a higher module
 * (the invoice of a delivered delivery, the pool's intake of a pooled booking) is a port the lower module declares
 * and app.ts hands down. A new module must be placed here before lint passes.
 */
const API_MODULE_LAYERS = [
  ['users'],
  ['ai', 'alerts', 'contact', 'health', 'notifications', 'places'],
  ['quotes', 'warehouses'],
  ['auth', 'deliveries'],
  ['partners'],
  ['billing', 'chat', 'eway-bills', 'ops', 'password-reset', 'teams'],
  ['day-plans', 'payments', 'shared-trucks', 'tracking'],
  ['account', 'dashboard', 'dispatch', 'earnings'],
  ['exceptions'],
  ['partner-jobs'],
  ['demo-fleet', 'documents'],
];
/** The files that compose the API (ARCHITECTURE.md 'Wiring'): they may import any module, nothing imports them. */
const API_COMPOSITION_ROOT = [
  './apps/api/src/app.ts',
  './apps/api/src/partner-dispatch.ts',
  './apps/api/src/scheduled-work.ts',
  './apps/api/src/demo-data.ts',
  './apps/api/src/server.ts',
];
/** Read by apps/api/test/architecture-doc.test.ts, which checks ARCHITECTURE.md's table against it. */
export { API_MODULE_LAYERS };
const API_MODULES = readdirSync(new URL('./apps/api/src/modules', import.meta.url));
const unplaced = API_MODULES.filter((m) => !API_MODULE_LAYERS.flat().includes(m));
if (unplaced.length > 0)
  throw new Error(`place these API modules in API_MODULE_LAYERS: ${unplaced.join(', ')}`);
const apiModuleZones = API_MODULE_LAYERS.flatMap((layer, index) => {
  const notBelow = API_MODULE_LAYERS.slice(index).flat();
  return layer.map((module) => ({
    target: `./apps/api/src/modules/${module}`,
    from: notBelow.filter((m) => m !== module).map((m) => `./apps/api/src/modules/${m}/**`),
    // Table files are checked by the own-tables rule below (a foreign key may name a higher module's table).
    except: ['**/*tables.ts'],
    message: `API modules depend only on modules below them (ARCHITECTURE.md 'Module order'): ${module} is on layer ${index + 1}`,
  }));
}).filter((zone) => zone.from.length > 0);

/**
 * Tables belong to modules (issue 36): each module keeps its tables in its own `tables.ts` (or `<name>-tables.ts`),
 * and its code reads only those; another module's rows are reached through that module's exported functions. A
 * table file may name another module's table for a foreign key: that is the database's shape, not a read.
 */
const API_SRC = fileURLToPath(new URL('./apps/api/src/', import.meta.url));
const isTableFile = (file) => /(^|[-/])tables(\.[jt]s)?$/.test(file);
/** The module a path of apps/api/src lies in, or undefined outside modules/. */
const apiModuleOf = (relative) => /^modules\/([^/]+)\//.exec(relative)?.[1];
/**
 * The owner of each table by its SQL name, read from the modules' table files (`pgTable('name'`): SQL text that
 * reads a table (`from`, `join`, `update`, `into`) is checked against it, as an import of a table file is.
 */
const API_TABLE_OWNERS = new Map(
  readdirSync(path.join(API_SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(API_SRC, 'modules', entry.name))
        .filter((file) => /(^|-)tables\.ts$/.test(file))
        .flatMap((file) =>
          [
            ...readFileSync(path.join(API_SRC, 'modules', entry.name, file), 'utf8').matchAll(
              /pgTable\(\s*'([a-z_0-9]+)'/g,
            ),
          ].map((match) => [match[1], entry.name]),
        ),
    ),
);
const SQL_TABLE_READ = /\b(?:from|join|update|into)\s+"?([a-z_0-9]+)"?/gi;
const apiOwnTablesRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = path.relative(API_SRC, context.filename).split(path.sep).join('/');
    if (from.startsWith('..')) return {};
    const reader = apiModuleOf(from);
    const readsInSql = (node) => {
      if (isTableFile(from)) return;
      const text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ${} ');
      for (const [, table] of text.matchAll(SQL_TABLE_READ)) {
        const owner = API_TABLE_OWNERS.get(table);
        if (owner === undefined || owner === reader) continue;
        context.report({
          node,
          message: `${from} reads the table ${table} of ${owner} in SQL text: a module reads only its own tables and calls ${owner}'s exported functions for the rest (ARCHITECTURE.md 'Tables')`,
        });
      }
    };
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.relative(API_SRC, path.resolve(path.dirname(context.filename), spec));
      const relative = target.split(path.sep).join('/');
      const owner = apiModuleOf(relative);
      if (owner === undefined || !isTableFile(relative) || owner === reader) return;
      if (reader !== undefined && isTableFile(from)) return;
      context.report({
        node: node.source,
        message: `${from} reads the tables of ${owner}: a module reads only its own tables and calls ${owner}'s exported functions for the rest (ARCHITECTURE.md 'Tables')`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      TemplateLiteral: readsInSql,
    };
  },
};
/** Read by apps/api/test/own-tables-lint.test.ts, which runs the rule on examples. */
export { apiOwnTablesRule };

/*
 * Issue 17: a text a user reads comes from the catalogs (apps/web/src/i18n/locales), never a literal in a
 * component. Checked: JSX text and the attributes people read or hear. Allowed as literals: the brand name,
 * symbols and numbers, and the words of the allow-list below, each with its reason.
 */
const I18N_ALLOWED_WORDS = [
  '^LogiSaathi$', // the brand is written the same in both languages
  // punctuation, symbols, digits: '·', '₹', '→', '(', '%'. A RegExp, not a string: the plugin compiles strings
  // without the 'u' flag, under which \p{...} is not a Unicode class.
  /^[\p{P}\p{S}\p{N}\s]*$/u,
  '^English$', // each language is named in itself in the language switch
  '^हिंदी$',
];
/** Web folders whose texts have not moved to the catalogs yet (none left: every folder is guarded). */
const I18N_UNTRANSLATED = [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-*/**',
      'apps/api/drizzle/**',
      'coverage/**',
      '**/*.tmp.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // Dependencies point one way (docs/STYLE.md): packages never import apps, apps never import each other,
      // the domain package has no I/O, web features do not import each other, API modules depend only on
      // modules below them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'packages must not depend on apps' },
            { target: './apps/api', from: './apps/web', message: 'apps never import each other' },
            { target: './apps/web', from: './apps/api', message: 'apps never import each other' },
            {
              target: './packages/domain',
              from: ['./packages/geo', './packages/pooling', './packages/dispatch', './packages/assistant'],
              message: 'domain is the base package',
            },
            {
              target: ['./packages/geo', './packages/pooling', './packages/assistant'],
              from: './packages/dispatch',
              message: 'dispatch builds on geo and pooling, never the other way',
            },
            {
              target: './apps/web',
              from: './packages/dispatch',
              message: 'the dispatch engine runs on the server',
            },
            {
              target: './apps/web/src/features/*',
              from: './apps/web/src/app',
              message: 'features do not import the app layer',
            },
            {
              target: './apps/api/src/lib',
              from: ['./apps/api/src/modules', './apps/api/src/plugins'],
              message: 'lib sits below the modules and the plugins: they use it, it imports none of them',
            },
            {
              target: ['./apps/api/src/modules', './apps/api/src/lib', './apps/api/src/plugins'],
              from: API_COMPOSITION_ROOT,
              message:
                'the composition root wires the modules; a module names the infrastructure and ports it needs (lib/infrastructure.ts) and never imports the root',
            },
            ...featureZones,
            ...apiModuleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { api: { rules: { 'own-tables': apiOwnTablesRule } } },
    rules: { 'api/own-tables': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'fastify', 'react', 'drizzle-orm*'],
              message: 'domain is pure: no I/O or framework',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/dispatch/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'fastify', 'react', 'drizzle-orm*', 'pg'],
              message: 'dispatch is a pure engine: the API adapts its rows to it',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: { rules: { 'alias-outside-area': webAliasRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'web/alias-outside-area': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**', ...I18N_UNTRANSLATED],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|hint|emptyText)$',
            ],
          },
          words: { exclude: I18N_ALLOWED_WORDS },
          // The plugin's own list plus react-hook-form's calls, whose arguments are field names, not texts.
          callees: {
            exclude: [
              ...['i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage'],
              ...['getElementById', 'dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith'],
              ...['register', 'reg', 'setValue', 'getValues', 'clearErrors', 'setError', 'watch', 'useWatch'],
              'clearOnEdit',
            ],
          },
        },
      ],
    },
  },
);

// @ts-check
/**
 * Lint for the whole repository. Beyond typescript-eslint's recommended rules, this file turns the
 * one-way arrows of guides/architecture.md into errors, so a wrong import fails `npm run lint`
 * instead of waiting for a reviewer. Every zone carries the reason in its message.
 *
 * Feature and widget folders are read from disk when the config loads, so a new feature or widget
 * is covered without editing this file.
 */
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Sub-folders of a folder (empty when the folder does not exist yet). */
function folders(relative) {
  try {
    return readdirSync(join(root, relative), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const arrows = [
  {
    target: './core',
    from: ['./worker', './platform', './widgets', './sdk', './stories', './bench', './e2e', './scripts'],
    message: 'core/ is the shared, runtime-free base that the API, the platform and the widgets all import; importing upward would make every runtime carry the others.',
  },
  {
    target: './worker',
    from: ['./platform', './widgets', './sdk', './stories'],
    message: 'worker/ is the API; it must not bundle browser code. Share contracts through core/ (schemas, constants, API paths) instead.',
  },
  {
    target: './worker/cache',
    from: ['./worker/features'],
    message:
      'worker/cache is the one cache layer every feature stands on (docs/data-and-caching.md); it knows no feature, so a feature-specific rule stays in the feature and passes its load to a cache door.',
  },
  {
    target: './platform',
    from: ['./worker', './widgets', './sdk'],
    message: 'platform/ talks to the API only through its typed client in platform/lib; server code and the embeddable widgets stay out of the React bundle. Share types and schemas through core/.',
  },
  {
    target: './widgets',
    from: ['./worker', './platform', './sdk', './stories'],
    message: 'widgets/ are small Preact bundles embedded on third-party sites; they may use only widgets/core and core/, never the API, the React platform or the SDK that loads them.',
  },
  {
    target: './sdk',
    from: ['./worker', './platform', './stories'],
    message: 'sdk/ is the public embed surface shipped to third-party pages; it reaches widgets by dynamic import and shares contracts through core/embed, never server or platform code.',
  },
];

// Each widget folder sees only widgets/core and itself: every widget is its own lazily loaded chunk,
// and a sibling import would silently pull one widget's code into another's download.
const widgetZones = folders('widgets')
  .filter((name) => name !== 'core')
  .map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: ['./core', `./${name}`],
    message: `widgets/${name} may import only widgets/core and core/: each widget is a separate chunk, so shared code belongs in widgets/core or core/.`,
  }));

// widgets/core is the base of every widget and must not depend on any of them.
const widgetCoreZone = {
  target: './widgets/core',
  from: './widgets',
  except: ['./core'],
  message: 'widgets/core is shared by every widget; importing a widget from it would ship that widget inside all the others.',
};

// One feature = one folder; what two features share moves down to core/ or to a shared service.
const featureZones = ['worker/features', 'platform/features'].flatMap((base) =>
  folders(base).map((name) => ({
    target: `./${base}/${name}`,
    from: `./${base}`,
    except: [`./${name}`],
    message: `${base}/${name} must not import a sibling feature: features stay independent, so what two features share moves down to core/ or to a shared service${base.startsWith('worker') ? ' (worker/services, worker/middleware)' : ' (platform/components, platform/lib)'}.`,
  })),
);

// Bare names (`fs`); the `node:` prefix is caught by the pattern below.
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('node:') && !name.startsWith('_'));

const coreRuntimeBan = {
  paths: nodeBuiltins.map((name) => ({
    name,
    message: 'core/ runs unchanged on Node, Workers and in browsers; file, path or process access belongs in worker/ entries or scripts/.',
  })),
  patterns: [
    {
      group: ['node:*'],
      message: 'core/ runs unchanged on Node, Workers and in browsers; Node built-ins belong in worker/ entries or scripts/.',
    },
    {
      group: ['hono', 'hono/*', '@hono/*'],
      message: 'core/ holds schemas and rules only; HTTP handling belongs in worker/.',
    },
    {
      group: ['drizzle-orm', 'drizzle-orm/*', '@libsql/*'],
      message: 'core/ holds schemas and rules only; database access belongs in worker/**/*.repo.ts and worker/db/.',
    },
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@preact/*'],
      message: 'core/ has no UI: the same rules feed the API, the React platform and the Preact widgets.',
    },
  ],
};

const drizzleBan = {
  patterns: [
    {
      group: ['drizzle-orm', 'drizzle-orm/*'],
      message: 'Only *.repo.ts files and worker/db/** touch drizzle, so every query lives in one place per feature and services stay testable without SQL.',
    },
  ],
};

/**
 * Imports name their tree: `#core/…`, `#worker/…` and `#platform/…` (package.json "imports") when an
 * import leaves its own top-level folder or climbs three or more levels, so a reader sees where code
 * comes from without counting `../`; a relative path stays for neighbours. widgets/ and sdk/ keep
 * relative paths to core/, because the SDK's TypeScript build rewrites only relative `.ts` extensions.
 */
const aliasedTrees = ['core', 'worker', 'platform'];
const importAlias = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    messages: { useAlias: 'Import "{{alias}}" instead of "{{path}}": an import that leaves its top-level folder or climbs three levels names its tree (package.json "imports").' },
  },
  create(context) {
    const tree = relative(root, context.filename).split(sep)[0];
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source.value)).split(sep);
      const climbs = (source.value.match(/\.\.\//g) ?? []).length;
      if (!aliasedTrees.includes(target[0]) || (target[0] === tree && climbs < 3)) return;
      const alias = `#${target.join('/')}`;
      context.report({ node: source, messageId: 'useAlias', data: { alias, path: source.value }, fix: (fixer) => fixer.replaceText(source, `'${alias}'`) });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

// A leading underscore marks a value that is deliberately unused (a destructured-away key, an unused callback argument).
const unusedVars = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' };

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      '**/.cache/**',
      'coverage/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '.wrangler/**',
      'data/**',
      'worker/db/migrations/embedded.ts',
      // The offline gazetteer, written by scripts/make-places.mjs (decision 063).
      'worker/services/places/places.data.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] })],
    },
    rules: {
      // `any` at a boundary (test response bodies, third-party payloads) is sometimes the honest type.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', unusedVars],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...arrows, widgetCoreZone, ...widgetZones, ...featureZones] }],
      'no-restricted-imports': ['error', drizzleBan],
    },
  },
  {
    files: ['{core,worker,platform,e2e,scripts,bench,stories}/**/*.{ts,tsx,mts}', '.storybook*/**/*.{ts,tsx}'],
    plugins: { cakeday: { rules: { 'import-alias': importAlias } } },
    rules: { 'cakeday/import-alias': 'error' },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: coreRuntimeBan.paths, patterns: [...coreRuntimeBan.patterns, ...drizzleBan.patterns] }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...drizzleBan.patterns,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'Widgets are Preact (about 4 KB) so they stay small on host pages; React belongs to platform/.',
            },
            {
              group: ['node:*', 'hono', 'hono/*', '@hono/*', '@libsql/*'],
              message: "widgets/ and sdk/ run in visitors' browsers on other sites; server and Node code stays in worker/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The loader is the one file every visitor of every embedding page downloads (budget 1.5 KB gz).
    files: ['sdk/loader.ts', 'sdk/start-loader.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./runtime*', '../widgets/**', 'preact', 'preact/*', '@preact/*', 'zod', 'zod/*', '../core/embed/embed.schema*'],
              allowTypeImports: true,
              message: 'sdk/loader.ts and start-loader.ts must stay tiny: the runtime, widgets, Preact and zod arrive later by dynamic import, and only on pages that show a widget.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.repo.ts', 'worker/db/**/*.ts', 'drizzle.config.ts'],
    rules: {
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
    rules: { '@typescript-eslint/no-unused-vars': ['error', unusedVars] },
  },
);

import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Module boundaries (ARCHITECTURE.md): a server module imports another only through its index.ts, and shared/
// imports no module. One block per module, since what is "another module" depends on where the file is.
const MODULES = readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const deepImportsOf = (module) => [`**/${module}/**`, `!**/modules/${module}/index.js`, `!../${module}/index.js`, `!../../${module}/index.js`, `!../../../${module}/index.js`];
// Modules own their tables (ARCHITECTURE.md): only the owner writes one; the others call a function its index.ts
// exports. The owners: each module's entities (`@Entity('table')` in its *.entity.ts / *.entities.ts), and the
// tables its migrations create without an entity. Enforced for writes in SQL text (INSERT INTO, UPDATE, DELETE
// FROM) and for TypeORM calls given another module's entity class. Reads may still join other modules' tables in
// one statement (a page of a list, a hot path: one round trip), as their READMEs say.
const TABLES_WITHOUT_ENTITY = {
  auth: ['api_rate_limit'],
  live: ['event_log'],
  'money-requests': ['money_request'],
  oauth: ['oauth_client', 'oauth_payload'],
  webhooks: ['webhook_endpoint', 'webhook_message', 'webhook_attempt', 'webhook_log_position'],
};
const moduleFiles = (module) =>
  readdirSync(new URL(`./server/src/modules/${module}`, import.meta.url), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.entit(y|ies)\.ts$/.test(entry.name))
    .map((entry) => readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8'));
const tablesOf = (module) => [
  ...moduleFiles(module).flatMap((text) => [...text.matchAll(/@Entity\('([a-z_]+)'/g)].map((match) => match[1])),
  ...(TABLES_WITHOUT_ENTITY[module] ?? []),
];
// The entity classes a module's index.ts hands out (the others cannot be imported at all).
const exportedEntitiesOf = (module) =>
  [...readFileSync(new URL(`./server/src/modules/${module}/index.ts`, import.meta.url), 'utf8').matchAll(/export \{([^}]*)\} from '\.\/[^']*\.entit(?:y|ies)\.js'/g)]
    .flatMap((match) => match[1].split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '));
const TYPEORM_CALLS = 'getRepository|createQueryBuilder|find|findBy|findOne|findOneBy|findOneOrFail|findOneByOrFail|findAndCount|count|countBy|exists|existsBy|insert|update|upsert|save|delete|remove|softDelete|increment|decrement|preload|create';
// A module whose table sits a floor below it, in a module of its own that the others can use without importing
// the whole domain: modules/accounts writes the account rows of modules/account-rows (ARCHITECTURE.md, Floors).
const TABLES_BELOW = { accounts: ['account-rows'] };
const foreignTableWrites = (module) => {
  const foreign = MODULES.filter((other) => other !== module && !(TABLES_BELOW[module] ?? []).includes(other));
  const tables = foreign.flatMap(tablesOf);
  const entities = foreign.flatMap(exportedEntitiesOf);
  const message = `Modules own their tables: write another module's table through a function its index.ts exports (not from ${module}).`;
  const sql = `/(INSERT INTO|UPDATE|DELETE FROM)\\s+"?(${tables.join('|')})\\b/`;
  return [
    { selector: `Literal[value=${sql}]`, message },
    { selector: `TemplateElement[value.raw=${sql}]`, message },
    ...(entities.length === 0
      ? []
      : [{ selector: `CallExpression[callee.property.name=/^(${TYPEORM_CALLS})$/][arguments.0.name=/^(${entities.join('|')})$/]`, message }]),
  ];
};
// The floors (ARCHITECTURE.md): app/ composes on top, modules/ in the middle, kernel/ and shared/ below them.
const UP_TO_APP = 'app/ is the composition root on top: nothing below it imports it (take the kernel: server/src/kernel/).';
const moduleBoundaries = MODULES.map((module) => ({
  files: [`server/src/modules/${module}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: MODULES.filter((other) => other !== module).flatMap(deepImportsOf),
            message: "Import another module through its index.ts (its public surface), not its files.",
          },
          { group: ['**/app/**'], message: UP_TO_APP },
        ],
      },
    ],
    'no-restricted-syntax': ['error', ...foreignTableWrites(module)],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'client/src/gql/**', '.tmp/**', '.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // typescript-eslint's type-checked rules (floating promises, unsafe any, needless assertions, enum
  // comparisons, …) over every TypeScript file, each typed by its nearest tsconfig.json.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx,mts,cts}'] })),
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // type-graphql and TypeORM take classes as values: Function is their own type for them.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // An async function answering an interface that returns promises (Apollo's plugin hooks, a checkout provider,
      // a test double) is the plain way to write one with nothing to wait for; Promise.resolve wrappers are noise.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // packages/contract/README.md: the web app takes a subject's module, so a page gets only what it names (the
      // index would bring zod into every chunk that imports it), and never the package's files by path.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@odance/contract', message: 'Import a module of the contract: @odance/contract/errors, …/odance, …/rules (forms only).' }],
          patterns: [{ group: ['**/packages/contract/**'], message: 'Import @odance/contract/<module>, not its files.' }],
        },
      ],
    },
  },
  {
    // The contract runs on both sides (the server's Node, the browser): zod and its own files only.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.\\.?/)', message: 'packages/contract imports zod and its own files only (packages/contract/README.md).' }] },
      ],
    },
  },
  ...moduleBoundaries,
  {
    files: ['server/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**', '**/kernel/**'], message: 'shared/ is the ground floor: it serves the kernel and every module and imports neither.' },
            { group: ['**/app/**'], message: UP_TO_APP },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'The kernel sits under the modules: it names none of them (they fill AppServices).' },
            { group: ['**/app/**'], message: UP_TO_APP },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped payloads on purpose (supertest's `body`, JSON answers, raw rows) and assert on them: the
    // unsafe-any family would only ask for casts that assert nothing. The other type-checked rules still apply.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);

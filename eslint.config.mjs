import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

// The domain stays framework-free: no web framework, no socket server.
const frameworkFree = [
  {
    group: ['@nestjs/*', 'express', 'express/*', 'socket.io', 'socket.io/*', '@socket.io/*'],
    message: 'services/ is framework-free: no Nest, Express or Socket.IO.',
  },
  {
    group: ['@covers/gateway', '@covers/gateway/*', '@covers/client', '@covers/client/*'],
    message: 'Dependencies point one way: gateway -> services -> shared.',
  },
];

// The bounded contexts: each services/<ctx>/ with its manifest <ctx>.context.ts (listed in services/contexts.ts).
const contexts = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./services/${entry.name}/${entry.name}.context.ts`, import.meta.url)))
  .map((entry) => entry.name);

/** Inside one context: another context (or the event store) is reached only through its index.ts; test fixtures excepted. */
const throughIndexOnly = (ctx) => ({
  files: [`services/${ctx}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...frameworkFree,
          ...[...contexts.filter((other) => other !== ctx), 'eventstore'].map((other) => ({
            regex: `^(\\.\\./)+${other}/(?!testing/)`,
            message: `Another context is reached only through its index.ts: import from '../${other}'.`,
          })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'e2e/artifacts/**', 'e2e/test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: frameworkFree }] },
  },
  ...contexts.map(throughIndexOnly),
  {
    // The gateway reaches a context through its index.ts (`@covers/services/<ctx>`); test fixtures excepted.
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@covers/services/(?!testing/)[^/]+/(?!testing/)',
              message: 'Import a context through its index.ts: @covers/services/<ctx>.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ runs in the browser and in Node alike.
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'shared/ is isomorphic: no Node APIs.' })),
          patterns: [
            { group: ['node:*'], message: 'shared/ is isomorphic: no Node APIs.' },
            { group: ['@covers/*'], message: 'shared/ depends on nothing of ours.' },
            { group: ['react', 'react-dom', 'react-dom/*'], message: 'shared/ is isomorphic: no DOM.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'process',
        'Buffer',
        '__dirname',
        'require',
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@covers/services', '@covers/services/*', '@covers/gateway', '@covers/gateway/*'],
              message: 'The client talks to the gateway over HTTP; it imports only @covers/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'e2e/**/*.ts', '**/testing/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
);

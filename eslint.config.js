import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What no file of the kit may import: the app's or the server's code, by name or by path. */
const kitBoundary = [
  {
    group: ['@vognpark/app', '@vognpark/app/*', '@vognpark/server', '@vognpark/server/*'],
    message: 'The kit knows nothing of the app or the server: take data through props instead.',
  },
  {
    regex: '^(\\.\\./)+(app|server|packages/app|packages/server)(/|$)',
    message: 'The kit knows nothing of the app or the server: take data through props instead.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/__screenshots__/**',
      '.vite/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Package boundaries (docs/architecture.md): the kit knows nothing of the app or the server; the
  // app takes only types from the server. scripts/boundaries.test.ts proves both rules bite.
  {
    files: ['packages/ui/**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: kitBoundary }],
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vognpark/server',
              allowTypeImports: true,
              message: 'The app takes only types from the server: use `import type`.',
            },
          ],
          patterns: [
            {
              group: ['@vognpark/server/*'],
              allowTypeImports: true,
              message:
                'The app takes only types from the server, from its public entry: `import type … from "@vognpark/server"`.',
            },
            {
              regex: '^(\\.\\./)+(server|packages/server)(/|$)',
              message:
                'The app does not reach into the server package: `import type … from "@vognpark/server"`.',
            },
          ],
        },
      ],
    },
  },
);

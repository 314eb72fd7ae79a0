import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.react-router/**',
      'node_modules/**',
      'storefrontapi.generated.d.ts',
      'bench/.lighthouse/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      'no-console': ['error', {allow: ['warn', 'error', 'log']}],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    settings: {react: {version: '18.3'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', {additionalHooks: '(useLaterEffect)'}],
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
      // The browser console is not a place for app logs.
      'no-console': ['error', {allow: ['warn', 'error']}],
    },
  },
  {
    // `sandbox/` and `app/` never import each other: the sandbox is never deployed, and the
    // storefront must run unchanged against the real providers (docs/architecture.md#the-sandbox).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/components/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/sandbox/**', '~/../sandbox/**'],
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use app/components/Link: no data-discover (docs/decisions/0026).',
            },
          ],
        },
      ],
    },
  },
  {
    // `app/lib/` is framework-free: React hooks and contexts live in `app/hooks/` (README).
    files: ['app/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/sandbox/**', '~/../sandbox/**'],
          paths: [{name: 'react', message: 'app/lib is framework-free: hooks go in app/hooks.'}],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: ['**/app/**', '~/*']}]},
  },
);

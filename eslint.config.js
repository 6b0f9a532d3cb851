import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import stillframe from './tools/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/coverage/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.cjs',
      '**/prisma.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Without type information: the type-aware rules (floating promises, exhaustive switches) run in
    // oxlint's type-aware linter, on TypeScript's native compiler (.oxlintrc.json); a typed ESLint built
    // TypeScript 6 programs of the whole repository and was most of the lint's time
    // (docs/decisions/0036-test-runner.md).
    plugins: { stillframe },
    rules: {
      'stillframe/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // A handler's params, query and body take their type from the route they are validated by, so a
      // contract change fails typecheck wherever a handler or service disagrees.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Identifier:has(Decorator > CallExpression > Identifier.callee[name=/^Valid(Params|Query|Body)$/]) > TSTypeAnnotation > :not(TSTypeReference[typeName.name=/^Handler(Params|Query|Body)$/])',
          message:
            'Type a @ValidParams/@ValidQuery/@ValidBody argument as HandlerParams/HandlerQuery/HandlerBody<typeof route>.',
        },
      ],
    },
  },
  {
    // Tests read JSON bodies of any shape.
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    plugins: { stillframe },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    rules: { 'stillframe/boundaries': 'error' },
  },
);

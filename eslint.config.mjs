import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** One lint setup for the whole repo. Module boundaries (architecture.md §1) are enforced here. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // a module reaches another only through its package's public entry: no deep imports
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dha/*/src/*', '@dha/*/dist/*', '**/modules/*/src/**', '../../modules/**'],
              message: 'Import another module only through its public entry (@dha/<module>).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@dha/server*',
                '@dha/auth',
                '@dha/course',
                '@dha/signup',
                '@dha/notify',
                '@dha/infra',
                '@dha/pay',
                '@nestjs/*',
                '@mikro-orm/*',
              ],
              message: 'The console imports only @dha/contracts.',
            },
          ],
        },
      ],
    },
  },
);

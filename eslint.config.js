// @ts-check
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
// @ts-expect-error -- eslint-plugin-jsx-a11y 6 ships no type declarations (and there is no @types package installed)
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.data/', '.builds/', '.astro/', '.netlify/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  // jsx-a11y for the markup of .astro files: the plugin's wrapped rules (astro/jsx-a11y/*), kept off
  // the .tsx islands, which take eslint-plugin-jsx-a11y's own rules below.
  astro.configs['flat/jsx-a11y-recommended'].map((config) =>
    config.rules && !config.files ? { ...config, files: ['**/*.astro'] } : config,
  ),
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrolling <pre> takes tabIndex={0} so keyboard users can scroll it (axe's
      // scrollable-region-focusable); the rest of the recommended options stay.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel'], allowExpressionValues: true }],
      // Checkbox labels nest their text two spans deep (title line + explanation); the default
      // depth of 2 stops one level short of it.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,astro}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Code that reaches the browser takes zod from ~/lib/zod (jitless: no eval probe under the CSP).
    files: ['src/lib/**/*.ts', 'src/islands/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/scripts/**/*.ts'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import { z } from '~/lib/zod': it parses without eval, as the pages' Content-Security-Policy requires.",
            },
          ],
        },
      ],
    },
  },
);

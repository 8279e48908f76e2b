import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'bench/reference/.next/**',
      'bench/results/**',
      'next-env.d.ts',
      '*.config.mjs',
      'bench/reference/**',
    ],
  },
  ...nextVitals,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@next/next/no-html-link-for-pages': 'off',
      // Images come from the image CDN with its own srcset, not from next/image.
      '@next/next/no-img-element': 'off',
      'import/no-anonymous-default-export': 'off',
    },
  },
  // Decision 0019: the server never imports the UI, and the UI imports the CMS definitions (src/cms) as types
  // only, so their zod schemas stay out of the browser bundle.
  {
    files: ['src/server/**/*.ts', 'src/server/**/*.tsx'],
    // The search page's server state renders the search screen to learn its queries (getServerState needs
    // the React tree): the one server module that imports a feature (docs/architecture.md, the layers).
    ignores: ['src/server/search/server-state.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/blocks',
                '@/blocks/*',
                '@/components',
                '@/components/*',
                '@/features',
                '@/features/*',
                '@/render',
                '@/render/*',
              ],
              message: 'The server does not import the UI; shared CMS words live in src/cms (decision 0019).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/blocks/**', 'src/components/**', 'src/features/**', 'src/templates/**', 'src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/cms', '@/cms/*'],
              allowTypeImports: true,
              message: 'The UI imports src/cms as types only: its schemas run on the server (decision 0019).',
            },
            {
              group: ['@/render', '@/render/*'],
              message:
                "src/render draws the static parts on the server; only the pages' getServerSideProps import it (decision 0009).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

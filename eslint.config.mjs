import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

const folder = (name) => [`@/${name}`, `@/${name}/*`];
const refuse = (names, message) => ({ group: names.flatMap(folder), message });
const typesOnly = (names, message) => ({ group: names.flatMap(folder), allowTypeImports: true, message });

const CMS_TYPES = typesOnly(
  ['cms'],
  'The UI imports src/cms as types only: its schemas run on the server (decision 0019).',
);
const SERVER_TYPES = typesOnly(
  ['server'],
  'Only types come from src/server (AppRouter, props, answers): its code must not reach the browser.',
);
const RENDER = refuse(
  ['render'],
  'src/render draws the static parts on the server; only the pages import it (decision 0009).',
);
const PAGES = refuse(['pages'], 'Nothing imports a page: move what is shared out of src/pages.');
const BROWSER_ONLY = {
  group: [...folder('lib/client'), '**/lib/client/*', './client/*'],
  message:
    'src/lib/client runs in the browser only; the server uses src/lib (docs/architecture.md, the layers).',
};
const above = (names, layer) =>
  refuse(names, `${layer} does not import from a layer above it (docs/architecture.md, the layers).`);
const UI = ['blocks', 'components', 'features', 'render', 'templates'];

/** Per folder, what it must not import: the arrows of docs/architecture.md's layer picture, and no others. */
const LAYERS = [
  {
    files: ['src/cms/**'],
    patterns: [
      refuse([...UI, 'server', 'pages'], 'src/cms is the CMS vocabulary: zod and itself (decision 0019).'),
      typesOnly(['lib'], 'src/cms takes only types from src/lib.'),
    ],
  },
  {
    files: ['src/lib/**'],
    ignores: ['src/lib/client/**'],
    patterns: [CMS_TYPES, SERVER_TYPES, above(UI, 'src/lib'), PAGES, BROWSER_ONLY],
  },
  { files: ['src/lib/client/**'], patterns: [CMS_TYPES, SERVER_TYPES, above(UI, 'src/lib'), PAGES] },
  {
    files: ['src/components/**'],
    patterns: [
      CMS_TYPES,
      SERVER_TYPES,
      above(['blocks', 'features', 'templates'], 'src/components'),
      RENDER,
      PAGES,
    ],
  },
  {
    files: ['src/features/**'],
    patterns: [CMS_TYPES, SERVER_TYPES, above(['blocks', 'templates'], 'src/features'), RENDER, PAGES],
  },
  {
    files: ['src/blocks/**'],
    patterns: [CMS_TYPES, SERVER_TYPES, above(['templates'], 'src/blocks'), RENDER, PAGES],
  },
  { files: ['src/templates/**'], patterns: [CMS_TYPES, SERVER_TYPES, RENDER, PAGES] },
  {
    files: ['src/render/**'],
    patterns: [SERVER_TYPES, above(['features'], 'src/render'), PAGES, BROWSER_ONLY],
  },
  {
    files: ['src/server/**', 'src/proxy.ts', 'src/instrumentation.ts'],
    // The search page's server state renders the search screen to learn its queries (getServerState needs
    // the React tree): the one excused exception (docs/architecture.md, the layers).
    ignores: ['src/server/search/server-state.tsx'],
    patterns: [
      refuse(
        [...UI, 'pages'],
        'The server does not import the UI; shared words live in src/lib and src/cms (decision 0019).',
      ),
      BROWSER_ONLY,
    ],
  },
  {
    files: ['src/server/search/server-state.tsx'],
    patterns: [
      refuse(['blocks', 'render', 'templates', 'pages'], 'Only the search screen is excused here.'),
      BROWSER_ONLY,
    ],
  },
];

const layerRules = () =>
  LAYERS.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  }));

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
  // The layers of docs/architecture.md, one block per folder (decisions 0019 and 0037): each may import only what
  // lies below it in the picture there; src/cms and src/server reach the UI as types only.
  ...layerRules(),
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

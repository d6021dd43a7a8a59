import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const here = fileURLToPath(new URL('.', import.meta.url));

// Layers import downwards only: api ← store ← lib ← components ← features ← app.
const layers = ['api', 'store', 'lib', 'components', 'features', 'app'];
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(index + 1).map((upper) => `./src/${upper}`),
  message: `src/${layer} must not import from a layer above it.`,
}));

// A feature never reaches into another feature (bulletproof-react).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature.',
}));

export default defineConfig(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver': { typescript: { project: `${here}tsconfig.json` }, node: true },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: here, zones: [...layerZones, ...featureZones] }],
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'jest.setup.ts', 'src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);

// `npm run messages:cyrl`: writes src/messages/uz-Cyrl.json from src/messages/uz.json by
// src/messages/cyrillic.ts. Run it after changing uz.json or i18n/uz-cyrl.json; messages.test.ts
// fails until the file is what this writes.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const babel = require('@babel/core');

const ROOT = path.resolve(__dirname, '..');
const MESSAGES = path.join(ROOT, 'src/messages');

// The generator is TypeScript, like the screens that use the same transliteration: compiled on
// require with the project's Babel configuration, as Jest compiles it.
require.extensions['.ts'] = (module, filename) => {
  const { code } = babel.transformFileSync(filename, { cwd: ROOT, envName: 'test' });
  module._compile(code, filename);
};

const { catalogueFile, cyrillicCatalogue } = require(path.join(MESSAGES, 'cyrillic.ts'));

const uz = JSON.parse(readFileSync(path.join(MESSAGES, 'uz.json'), 'utf8'));
writeFileSync(path.join(MESSAGES, 'uz-Cyrl.json'), catalogueFile(cyrillicCatalogue(uz)));
console.log(`src/messages/uz-Cyrl.json: ${Object.keys(uz).length} messages`);

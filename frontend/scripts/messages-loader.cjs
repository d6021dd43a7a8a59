// Webpack loader of the message catalogues (src/messages/*.json imported with `?compiled`): each
// text is parsed into the ICU message format's syntax tree here, at build time, so that the
// browser needs no parser. `&public` keeps only the texts shown before sign-in, `&verification`
// those of the public verification pages: the ids that their messages modules name (PARTS), so
// that /login loads neither the whole catalogue nor the verification pages' texts.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const SRC = path.resolve(__dirname, '../src');

/** The messages modules (under src/) whose ids each part of the catalogues keeps. */
const PARTS = {
  public: [
    'app/pages/messages.ts',
    'components/feedback/messages.ts',
    'components/settings/messages.ts',
    'features/auth/messages.ts',
    'store/messages.ts',
  ],
  verification: ['features/verification/messages.ts'],
};

/** The ids a messages module names (`key: { id: '...' }`, as defineMessageIds takes them). */
function moduleIds(file) {
  return [...readFileSync(file, 'utf8').matchAll(/\bid: '([^']+)'/g)].map((match) => match[1]);
}

/** The ids of a part's messages modules, with those files. */
function partIds(part) {
  const files = PARTS[part].map((module) => path.join(SRC, module));
  return { files, ids: new Set(files.flatMap(moduleIds)) };
}

module.exports = function messagesLoader(source) {
  const done = this.async();
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const part = Object.keys(PARTS).find((name) => query.has(name));
  const kept = part ? partIds(part) : null;
  kept?.files.forEach((file) => this.addDependency(file));
  import('@formatjs/icu-messageformat-parser').then(
    ({ parse }) => {
      const compiled = {};
      for (const [id, text] of Object.entries(JSON.parse(source))) {
        if (!kept || kept.ids.has(id)) compiled[id] = parse(text);
      }
      done(null, `export default ${JSON.stringify(compiled)};`);
    },
    (error) => done(error),
  );
};

module.exports.PARTS = PARTS;
module.exports.partIds = partIds;

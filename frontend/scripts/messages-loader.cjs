// Webpack loader of the message catalogues (src/messages/*.json imported with `?compiled`): each
// text is parsed into the ICU message format's syntax tree here, at build time, so that the
// browser needs no parser; `&public` keeps only the texts shown before sign-in and on the public verification page (PUBLIC_PREFIXES),
// so that /login does not load the whole catalogue.
const PUBLIC_PREFIXES = ['app.', 'auth.', 'common.', 'error.', 'header.', 'language.', 'session.', 'validation.', 'verification.'];

module.exports = function messagesLoader(source) {
  const done = this.async();
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const publicOnly = query.has('public');
  import('@formatjs/icu-messageformat-parser').then(
    ({ parse }) => {
      const compiled = {};
      for (const [id, text] of Object.entries(JSON.parse(source))) {
        if (!publicOnly || PUBLIC_PREFIXES.some((prefix) => id.startsWith(prefix))) compiled[id] = parse(text);
      }
      done(null, `export default ${JSON.stringify(compiled)};`);
    },
    (error) => done(error),
  );
};

module.exports.PUBLIC_PREFIXES = PUBLIC_PREFIXES;

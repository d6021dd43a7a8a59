// TypeScript and JSX for webpack (modern browsers, ES modules kept for tree shaking) and for
// Jest (the running Node, CommonJS).
module.exports = (api) => {
  const test = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        test
          ? { targets: { node: 'current' }, modules: 'commonjs' }
          : { targets: 'chrome >= 109, firefox >= 115, safari >= 15.6, edge >= 109', modules: false, bugfixes: true },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      '@babel/preset-typescript',
    ],
  };
};

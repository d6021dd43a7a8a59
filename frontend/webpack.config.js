// Production build into dist/ (served by the Rust server, which falls back to index.html for any
// non-API path) and a dev server that proxies /api to a locally running back end. Every build
// carries the web app manifest and its icons; the production build also a service worker that
// keeps the application's files, so that it opens without the network.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');
const { AppManifestPlugin } = require('./scripts/app-manifest-plugin.cjs');

const API_TARGET = process.env.API_TARGET || 'http://127.0.0.1:8080';

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // React Router's package points every bundler at its development build (warnings and
        // checks included); a production build takes the production one.
        ...(production
          ? {
              // Every message reaches react-intl compiled (the loader below), so its parser stays out.
              '@formatjs/icu-messageformat-parser$': path.resolve(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
              'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          // Message catalogues compiled to syntax trees (scripts/messages-loader.cjs).
          test: /[\\/]src[\\/]messages[\\/][\w-]+\.json$/,
          resourceQuery: /compiled/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'scripts/messages-loader.cjs'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: production ? 'production' : 'development' } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new AppManifestPlugin(),
      ...(production
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              // The whole build is kept: a screen's chunk, the messages and the icons open offline too.
              exclude: [/\.LICENSE\.txt$/],
              maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
              // Hashed names change with their content: no revision query is needed for them.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
              // Any address of the application answers the kept index.html; the server's own paths never do.
              navigateFallback: '/index.html',
              navigateFallbackDenylist: [/^\/api\//, /^\/healthz$/, /^\/readyz$/, /^\/metrics$/],
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              inlineWorkboxRuntime: true,
              sourcemap: false,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT || 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
    },
  };
};

// Builds the production bundle and prints the gzip size of the JavaScript that /login loads:
// the entry chunks plus the chunks of the login page's lazy chunk group.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const configure = require('../webpack.config.js');

const config = configure({}, { mode: 'production' });
config.mode = 'production';

const stats = await new Promise((resolve, reject) => {
  webpack(config, (error, result) => {
    if (error) reject(error);
    else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })));
    else resolve(result);
  });
});

const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: true, outputPath: true });
const outDir = json.outputPath;
const jsOf = (group) => (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));

const entry = jsOf(json.entrypoints.main);
const login = jsOf(json.namedChunkGroups.login);
if (!login.length) throw new Error('no chunk group named "login": is the login page still loaded lazily?');
const files = [...new Set([...entry, ...login])];

let raw = 0;
let gzip = 0;
const rows = files.map((file) => {
  const bytes = readFileSync(path.join(outDir, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  return { file, kB: (bytes.length / 1024).toFixed(1), gzip_kB: (zipped / 1024).toFixed(1) };
});
console.table(rows);
console.log(`JS loaded by /login: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB minified, ${(gzip / 1024).toFixed(1)} KiB gzip`);

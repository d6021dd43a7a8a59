// Webpack plugin that makes the application installable: the web app manifest
// (/manifest.webmanifest) and its PNG icons (/icons/icon-192.png, /icons/icon-512.png), drawn here
// as a white mortarboard on the theme's blue, inside the safe zone a maskable icon keeps.
const zlib = require('node:zlib');

const THEME = '#1f5fbf';
const BACKGROUND = '#f4f6fa';
const SIZES = [192, 512];

const MANIFEST = {
  name: 'EMIS — Ta’lim jarayonlarini boshqarish axborot tizimi',
  short_name: 'EMIS',
  description: 'Dars jadvali, baholar, natijalar, to‘lovlar va hujjatlar',
  lang: 'uz',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME,
  background_color: BACKGROUND,
  icons: [
    ...SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** Whether the point (u, v) of the unit square is on the mortarboard. */
function onCap(u, v) {
  const board = Math.abs(u - 0.5) / 0.3 + Math.abs(v - 0.42) / 0.12 <= 1;
  const crown = u >= 0.34 && u <= 0.66 && v >= 0.45 && v <= 0.6 && (v <= 0.56 || Math.hypot((u - 0.5) / 0.16, (v - 0.56) / 0.04) <= 1);
  const cord = u >= 0.755 && u <= 0.775 && v >= 0.42 && v <= 0.6;
  const tassel = Math.hypot(u - 0.765, v - 0.62) <= 0.028;
  return board || crown || cord || tassel;
}

/** A square RGB PNG of the icon, each pixel the average of 4 × 4 samples. */
function iconPng(size) {
  const [br, bg, bb] = rgb(THEME);
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const samples = 4;
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x += 1) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          if (onCap((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size)) hits += 1;
        }
      }
      const share = hits / (samples * samples);
      const at = row + 1 + x * 3;
      raw[at] = Math.round(br + (255 - br) * share);
      raw[at + 1] = Math.round(bg + (255 - bg) * share);
      raw[at + 2] = Math.round(bb + (255 - bb) * share);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let icons = null;

class AppManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        icons ??= SIZES.map((size) => [size, iconPng(size)]);
        compilation.emitAsset('manifest.webmanifest', new sources.RawSource(`${JSON.stringify(MANIFEST, null, 2)}\n`));
        for (const [size, png] of icons) compilation.emitAsset(`icons/icon-${size}.png`, new sources.RawSource(png));
      });
    });
  }
}

module.exports = { AppManifestPlugin, MANIFEST, THEME, iconPng };

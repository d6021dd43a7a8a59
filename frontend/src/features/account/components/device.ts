/**
 * A session's device as a person tells devices apart: the browser with its major version and the
 * operating system, read from the user agent the session started with ("Chrome 126, Windows").
 */

/** Checked in this order: Edge, Opera and the others also name Chrome, and Chrome names Safari. */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Yandex', /\bYaBrowser\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+).*\bSafari\//],
];

/** Android and iOS before Linux and macOS, whose names their user agents carry too. */
function system(agent: string): string | null {
  const android = /\bAndroid(?: (\d+(?:\.\d+)?))?/.exec(agent);
  if (android) return android[1] ? `Android ${android[1]}` : 'Android';
  const ios = /\b(iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(agent);
  if (ios) return `${ios[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${ios[2]}${ios[3] ? `.${ios[3]}` : ''}`;
  if (/\bWindows\b/.test(agent)) return 'Windows';
  if (/\bCrOS\b/.test(agent)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(agent)) return 'macOS';
  if (/\bLinux\b/.test(agent)) return 'Linux';
  return null;
}

function browser(agent: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const found = pattern.exec(agent);
    if (found) return `${name} ${found[1]}`;
  }
  return null;
}

const LONGEST = 60;

/**
 * "Chrome 126, Windows", or what of it is known; a user agent that names neither (a script, an
 * unknown client) is shown as sent, cut short; null when the session recorded none.
 */
export function describeDevice(agent: string | null | undefined): string | null {
  const text = agent?.trim();
  if (!text) return null;
  const parts = [browser(text), system(text)].filter((part): part is string => part !== null);
  if (parts.length) return parts.join(', ');
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

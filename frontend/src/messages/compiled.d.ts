/** A message catalogue compiled by scripts/messages-loader.cjs (`?compiled`, `?compiled&public`, `?compiled&verification`). */
declare module '*.json?compiled' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&public' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&verification' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

import { defineMessageIds } from '@/messages/define';

/** The language and theme buttons, on every page and before sign-in too. */
export const settingsMessages = defineMessageIds({
  language: { id: 'header.language' },
  themeDark: { id: 'header.theme.dark' },
  themeLight: { id: 'header.theme.light' },
});

export const languageNames = defineMessageIds({
  uz: { id: 'language.uz' },
  'uz-Cyrl': { id: 'language.uz-Cyrl' },
  ru: { id: 'language.ru' },
  en: { id: 'language.en' },
});

/** Interface language (uz default; uz-Cyrl, ru, en) and theme, remembered in localStorage. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { setApiLanguage } from '@/api/client';
import type { Language } from '@/api/types';

/** In the order the language menu offers them: Uzbek in its two scripts first. */
export const LANGUAGES: readonly Language[] = ['uz', 'uz-Cyrl', 'ru', 'en'];
export type ThemeMode = 'light' | 'dark';

interface UiState {
  language: Language;
  theme: ThemeMode;
  setLanguage(language: Language): void;
  toggleTheme(): void;
}

export const useUi = create<UiState>()(
  persist(
    (set) => ({
      language: 'uz',
      theme: 'light',
      setLanguage: (language) => set({ language }),
      toggleTheme: () => set((state) => ({ theme: state.theme === 'light' ? 'dark' : 'light' })),
    }),
    {
      name: 'emis-ui',
      partialize: ({ language, theme }) => ({ language, theme }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<UiState>;
        return {
          ...current,
          language: saved.language && LANGUAGES.includes(saved.language) ? saved.language : current.language,
          theme: saved.theme === 'dark' ? 'dark' : 'light',
        };
      },
    },
  ),
);

function applyLanguage(language: Language): void {
  setApiLanguage(language);
  document.documentElement.lang = language;
}

applyLanguage(useUi.getState().language);
useUi.subscribe((state, previous) => {
  if (state.language !== previous.language) applyLanguage(state.language);
});

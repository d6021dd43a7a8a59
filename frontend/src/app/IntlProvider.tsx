import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@/api/types';
import { setCalendarLanguage } from '@/lib/calendar';
import uz from '@/messages/uz.json';
import { useUi } from '@/store/ui';

type Messages = Record<string, string>;

/** Uzbek ships with the first page; the other languages load when chosen. */
const loaders: Record<Exclude<Language, 'uz'>, () => Promise<{ default: Messages }>> = {
  ru: () => import(/* webpackChunkName: "messages-ru" */ '@/messages/ru.json'),
  en: () => import(/* webpackChunkName: "messages-en" */ '@/messages/en.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'uz') return uz;
  const { default: messages } = await loaders[language]();
  // Uzbek is the fallback of any missing text.
  return { ...uz, ...messages };
}

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const language = useUi((state) => state.language);
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages }>({ language: 'uz', messages: uz });

  useEffect(() => {
    let active = true;
    void loadMessages(language).then((messages) => {
      if (!active) return;
      setCalendarLanguage(language);
      setLoaded({ language, messages });
    });
    return () => {
      active = false;
    };
  }, [language]);

  return (
    <IntlProvider locale={loaded.language} defaultLocale="uz" messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}

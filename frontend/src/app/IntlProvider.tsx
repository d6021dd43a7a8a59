/**
 * The interface texts. The catalogues reach the bundle compiled to syntax trees (no parser in the
 * browser: scripts/messages-loader.cjs); /login carries only the Uzbek texts shown before sign-in,
 * and the rest, or another language, loads when asked for.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@/api/types';
import uzPublic from '@/messages/uz.json?compiled&public';
import { useUi } from '@/store/ui';

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;

const loaders: Record<'all' | 'public', Record<Language, Loader>> = {
  public: {
    uz: async () => ({ default: uzPublic }),
    'uz-Cyrl': () => import(/* webpackChunkName: "messages-uz-Cyrl-public" */ '@/messages/uz-Cyrl.json?compiled&public'),
    ru: () => import(/* webpackChunkName: "messages-ru-public" */ '@/messages/ru.json?compiled&public'),
    en: () => import(/* webpackChunkName: "messages-en-public" */ '@/messages/en.json?compiled&public'),
  },
  all: {
    uz: () => import(/* webpackChunkName: "messages-uz" */ '@/messages/uz.json?compiled'),
    'uz-Cyrl': () => import(/* webpackChunkName: "messages-uz-Cyrl" */ '@/messages/uz-Cyrl.json?compiled'),
    ru: () => import(/* webpackChunkName: "messages-ru" */ '@/messages/ru.json?compiled'),
    en: () => import(/* webpackChunkName: "messages-en" */ '@/messages/en.json?compiled'),
  },
};

/** A language's texts over the Uzbek ones, which stand in for any missing text. */
export async function loadMessages(language: Language, scope: 'all' | 'public'): Promise<Messages> {
  const [{ default: uz }, own] = await Promise.all([loaders[scope].uz(), language === 'uz' ? null : loaders[scope][language]()]);
  return own ? { ...uz, ...own.default } : uz;
}

interface Catalogue {
  /** Whether every text of the interface is there (not only those of the public pages). */
  complete: boolean;
  /** Asks for every text; the authenticated shell does, and waits for it. */
  requireAll(): void;
}

/** Outside the provider (tests render with the whole catalogue) everything is there. */
const CatalogueContext = createContext<Catalogue>({ complete: true, requireAll: () => undefined });

export function useCatalogue(): Catalogue {
  return useContext(CatalogueContext);
}

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const language = useUi((state) => state.language);
  const [scope, setScope] = useState<'all' | 'public'>('public');
  const [loaded, setLoaded] = useState<{ language: Language; scope: 'all' | 'public'; messages: Messages }>({
    language: 'uz',
    scope: 'public',
    messages: uzPublic,
  });

  useEffect(() => {
    if (loaded.language === language && loaded.scope === scope) return undefined;
    let active = true;
    void loadMessages(language, scope).then((messages) => {
      if (active) setLoaded({ language, scope, messages });
    });
    return () => {
      active = false;
    };
    // What is loaded is compared, not followed: loading it is what changes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, scope]);

  const requireAll = useCallback(() => setScope('all'), []);
  const complete = loaded.scope === 'all' && loaded.language === language;
  const catalogue = useMemo<Catalogue>(() => ({ complete, requireAll }), [complete, requireAll]);

  return (
    <CatalogueContext.Provider value={catalogue}>
      <IntlProvider locale={loaded.language} defaultLocale="uz" messages={loaded.messages as Record<string, string>}>
        {children}
      </IntlProvider>
    </CatalogueContext.Provider>
  );
}

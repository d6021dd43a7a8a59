/**
 * The interface texts. The catalogues reach the bundle compiled to syntax trees (no parser in the
 * browser: scripts/messages-loader.cjs); /login carries only the Uzbek texts shown before sign-in,
 * and the rest, or another language, loads when asked for: the verification pages' texts by those
 * pages, every text by the authenticated shell.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@/api/types';
import { CatalogueContext, SCOPES, type Catalogue, type Scope } from '@/lib/catalogue';
import uzPublic from '@/messages/uz.json?compiled&public';
import { useUi } from '@/store/ui';

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;
/** The parts the catalogues are split into (scripts/messages-loader.cjs). */
type Part = 'public' | 'verification' | 'all';

const loaders: Record<Part, Record<Language, Loader>> = {
  public: {
    uz: async () => ({ default: uzPublic }),
    'uz-Cyrl': () => import(/* webpackChunkName: "messages-uz-Cyrl-public" */ '@/messages/uz-Cyrl.json?compiled&public'),
    ru: () => import(/* webpackChunkName: "messages-ru-public" */ '@/messages/ru.json?compiled&public'),
    en: () => import(/* webpackChunkName: "messages-en-public" */ '@/messages/en.json?compiled&public'),
  },
  verification: {
    uz: () => import(/* webpackChunkName: "messages-uz-verification" */ '@/messages/uz.json?compiled&verification'),
    'uz-Cyrl': () => import(/* webpackChunkName: "messages-uz-Cyrl-verification" */ '@/messages/uz-Cyrl.json?compiled&verification'),
    ru: () => import(/* webpackChunkName: "messages-ru-verification" */ '@/messages/ru.json?compiled&verification'),
    en: () => import(/* webpackChunkName: "messages-en-verification" */ '@/messages/en.json?compiled&verification'),
  },
  all: {
    uz: () => import(/* webpackChunkName: "messages-uz" */ '@/messages/uz.json?compiled'),
    'uz-Cyrl': () => import(/* webpackChunkName: "messages-uz-Cyrl" */ '@/messages/uz-Cyrl.json?compiled'),
    ru: () => import(/* webpackChunkName: "messages-ru" */ '@/messages/ru.json?compiled'),
    en: () => import(/* webpackChunkName: "messages-en" */ '@/messages/en.json?compiled'),
  },
};

const PARTS: Record<Scope, Part[]> = { public: ['public'], verification: ['public', 'verification'], all: ['all'] };

/** A part's texts in a language over the Uzbek ones, which stand in for any missing text. */
async function loadPart(language: Language, part: Part): Promise<Messages> {
  const [{ default: uz }, own] = await Promise.all([loaders[part].uz(), language === 'uz' ? null : loaders[part][language]()]);
  return own ? { ...uz, ...own.default } : uz;
}

export async function loadMessages(language: Language, scope: Scope): Promise<Messages> {
  const parts = await Promise.all(PARTS[scope].map((part) => loadPart(language, part)));
  return Object.assign({}, ...parts) as Messages;
}

const wider = (scope: Scope, than: Scope) => SCOPES.indexOf(scope) > SCOPES.indexOf(than);

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const language = useUi((state) => state.language);
  const [scope, setScope] = useState<Scope>('public');
  const [loaded, setLoaded] = useState<{ language: Language; scope: Scope; messages: Messages }>({
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

  const load = useCallback((asked: Scope) => setScope((current) => (wider(asked, current) ? asked : current)), []);
  const complete = loaded.scope === 'all' && loaded.language === language;
  const catalogue = useMemo<Catalogue>(() => ({ scope: loaded.scope, complete, load }), [loaded.scope, complete, load]);

  return (
    <CatalogueContext.Provider value={catalogue}>
      <IntlProvider locale={loaded.language} defaultLocale="uz" messages={loaded.messages as Record<string, string>}>
        {children}
      </IntlProvider>
    </CatalogueContext.Provider>
  );
}

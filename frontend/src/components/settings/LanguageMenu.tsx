import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@/api/types';
import { useUi } from '@/store/ui';
import { settingsMessages } from './messages';

/** The menu (and the popover under it) loads when first opened: /login shows only the button. */
const LanguageList = lazy(() => import(/* webpackChunkName: "language-list" */ './LanguageList'));

/** What the button shows: the language's code, Uzbek in Cyrillic in its own letters. */
const CODES: Readonly<Record<Language, string>> = { uz: 'UZ', 'uz-Cyrl': 'ЎЗ', ru: 'RU', en: 'EN' };

export function LanguageMenu() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const setLanguage = useUi((state) => state.setLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        // The visible code first: a spoken command ("UZ") finds the button by what it shows.
        aria-label={`${CODES[language]}, ${intl.formatMessage(settingsMessages.language)}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="language-button"
      >
        {CODES[language]}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageList
            anchor={anchor}
            language={language}
            onClose={() => setAnchor(null)}
            onChoose={(code) => {
              setLanguage(code);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

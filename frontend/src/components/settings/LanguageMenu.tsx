import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES, useUi } from '@/store/ui';
import { languageNames, sharedMessages } from '../messages';

export function LanguageMenu() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const setLanguage = useUi((state) => state.setLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage(sharedMessages.language)}
        aria-haspopup="menu"
        data-testid="language-button"
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            selected={code === language}
            lang={code}
            data-testid={`language-${code}`}
            onClick={() => {
              setLanguage(code);
              setAnchor(null);
            }}
          >
            <FormattedMessage {...languageNames[code]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

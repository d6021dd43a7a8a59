import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import type { Language } from '@/api/types';
import { LANGUAGES } from '@/store/ui';
import { languageNames } from './messages';

interface Props {
  anchor: HTMLElement | null;
  language: Language;
  onChoose(language: Language): void;
  onClose(): void;
}

/** The languages to choose from, under the language button. */
export default function LanguageList({ anchor, language, onChoose, onClose }: Props) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((code) => (
        <MenuItem key={code} selected={code === language} lang={code} data-testid={`language-${code}`} onClick={() => onChoose(code)}>
          <FormattedMessage {...languageNames[code]} />
        </MenuItem>
      ))}
    </Menu>
  );
}

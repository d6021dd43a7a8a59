import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import uzCyrl from '@/messages/uz-Cyrl.json';
import uz from '@/messages/uz.json';
import { useUi } from '@/store/ui';
import { AppIntlProvider, loadMessages } from './IntlProvider';

describe('the interface texts', () => {
  afterEach(() => useUi.setState({ language: 'uz' }));

  it.each([
    ['uz', uz],
    ['uz-Cyrl', uzCyrl],
    ['ru', ru],
    ['en', en],
  ] as const)('loads the %s catalogue', async (language, catalogue) => {
    for (const scope of ['public', 'all'] as const) {
      const messages = await loadMessages(language, scope);
      expect(messages['auth.login.password']).toEqual(catalogue['auth.login.password']);
    }
  });

  it('shows the texts in Cyrillic once Uzbek in Cyrillic is chosen', async () => {
    const { unmount } = render(
      <AppIntlProvider>
        <FormattedMessage id="auth.login.password" />
      </AppIntlProvider>,
    );
    expect(screen.getByText('Parol')).toBeInTheDocument();
    await act(async () => useUi.getState().setLanguage('uz-Cyrl'));
    expect(await screen.findByText('Парол')).toBeInTheDocument();
    unmount();
  });
});

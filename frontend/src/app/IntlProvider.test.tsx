import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCatalogue, type Scope } from '@/lib/catalogue';
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
    for (const scope of ['public', 'verification', 'all'] as const) {
      const messages = await loadMessages(language, scope);
      expect(messages['auth.login.password']).toEqual(catalogue['auth.login.password']);
    }
    expect((await loadMessages(language, 'verification'))['verification.title']).toEqual(catalogue['verification.title']);
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

  it('keeps what is loaded when a narrower scope is asked for', async () => {
    function Asking({ scope }: { scope: Scope }) {
      const catalogue = useCatalogue();
      const { load } = catalogue;
      useEffect(() => load(scope), [load, scope]);
      return <span data-testid="scope" data-complete={catalogue.complete}>{catalogue.scope}</span>;
    }
    const { rerender, unmount } = render(
      <AppIntlProvider>
        <Asking scope="public" />
      </AppIntlProvider>,
    );
    expect(screen.getByTestId('scope')).toHaveTextContent('public');
    rerender(
      <AppIntlProvider>
        <Asking scope="verification" />
      </AppIntlProvider>,
    );
    expect(await screen.findByText('verification')).toBeInTheDocument();
    rerender(
      <AppIntlProvider>
        <Asking scope="all" />
      </AppIntlProvider>,
    );
    expect(await screen.findByText('all')).toHaveAttribute('data-complete', 'true');
    rerender(
      <AppIntlProvider>
        <Asking scope="verification" />
      </AppIntlProvider>,
    );
    expect(screen.getByTestId('scope')).toHaveTextContent('all');
    unmount();
  });
});

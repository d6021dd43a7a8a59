import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUi } from '@/store/ui';
import { Providers } from '@/test/render';
import { LanguageMenu } from './LanguageMenu';

describe('the language menu', () => {
  afterEach(() => useUi.setState({ language: 'uz' }));

  it('offers Uzbek in Latin and in Cyrillic, Russian and English, each named in its own script', async () => {
    const { unmount } = render(
      <Providers>
        <LanguageMenu />
      </Providers>,
    );
    expect(screen.getByTestId('language-button')).toHaveTextContent('UZ');
    await userEvent.click(screen.getByTestId('language-button'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['O‘zbekcha', 'Ўзбекча', 'Русский', 'English']);
    expect(screen.getByTestId('language-uz-Cyrl')).toHaveAttribute('lang', 'uz-Cyrl');

    await userEvent.click(screen.getByTestId('language-uz-Cyrl'));
    expect(useUi.getState().language).toBe('uz-Cyrl');
    expect(screen.getByTestId('language-button')).toHaveTextContent('ЎЗ');
    expect(screen.getByTestId('language-button')).toHaveAccessibleName(/^ЎЗ, /);
    unmount();
  });
});

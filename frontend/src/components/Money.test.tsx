import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import uzCyrl from '@/messages/uz-Cyrl.json';
import uz from '@/messages/uz.json';
import { Money } from './Money';

describe('Money', () => {
  it.each([
    ['uz', uz, '1 250 000 so‘m'],
    ['uz-Cyrl', uzCyrl, '1 250 000 сўм'],
    ['ru', ru, '1 250 000 сум'],
    ['en', en, '1 250 000 soum'],
  ])('shows the amount in %s', (locale, messages, text) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <span data-testid="money">
          <Money value={1250000} />
        </span>
      </IntlProvider>,
    );
    expect(screen.getByTestId('money')).toHaveTextContent(text);
  });

  it('shows minor units exactly, to the tiyin, and another currency by its code', () => {
    render(
      <IntlProvider locale="uz" messages={uz}>
        <span data-testid="tiyin">
          <Money minor={25_000_000_050} />
        </span>
        <span data-testid="euro">
          <Money minor={12_000_000} currency="EUR" />
        </span>
      </IntlProvider>,
    );
    expect(screen.getByTestId('tiyin')).toHaveTextContent('250 000 000,50 so‘m');
    expect(screen.getByTestId('euro')).toHaveTextContent('120 000 EUR');
  });
});

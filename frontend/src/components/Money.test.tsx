import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';
import { Money } from './Money';

describe('Money', () => {
  it.each([
    ['uz', uz, '1 250 000 so‘m'],
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
});

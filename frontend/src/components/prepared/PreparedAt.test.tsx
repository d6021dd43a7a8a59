import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import uzCyrl from '@/messages/uz-Cyrl.json';
import uz from '@/messages/uz.json';
import { PreparedAt } from './PreparedAt';

describe('PreparedAt', () => {
  // 28 November 2026, 07:45 in the reader's own time zone.
  const at = new Date(2026, 10, 28, 7, 45).toISOString();

  it.each([
    ['uz', uz, 'Ko‘rsatkichlar 28.11.2026 07:45 holatiga'],
    ['uz-Cyrl', uzCyrl, 'Кўрсаткичлар 28.11.2026 07:45 ҳолатига'],
    ['ru', ru, 'Показатели на 28.11.2026 07:45'],
    ['en', en, 'Figures as of 28.11.2026 07:45'],
  ])('says as of when the figures were prepared in %s', (locale, messages, text) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <PreparedAt at={at} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('prepared-at')).toHaveTextContent(text);
  });

  it('says nothing of figures read at the request', () => {
    const { container } = render(
      <IntlProvider locale="uz" messages={uz}>
        <PreparedAt at={undefined} />
      </IntlProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

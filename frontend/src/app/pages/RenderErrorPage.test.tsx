import { screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { renderAt } from '@/test/render';
import { RenderErrorPage } from './RenderErrorPage';
import { RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('cannot read name of undefined');
}

describe('error pages', () => {
  it('a rendering error shows the error page with the error text and its buttons', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      <ErrorBoundary fallback={(error) => <RenderErrorPage error={error} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Tizim bilan xatolik bor. Keyinroq harakat qilib ko'ring.")).toBeInTheDocument();
    expect(screen.getByTestId('error-text')).toHaveTextContent('cannot read name of undefined');
    expect(screen.getByRole('button', { name: 'Orqaga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qayta yuklash' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bosh sahifa' })).toHaveAttribute('href', '/');
  });

  it('the route-error page says the server has an error and offers home', () => {
    renderAt(<RouteErrorPage />);
    expect(screen.getByText("Server bilan xatolik bor. Keyinroq harakat qilib ko'ring.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bosh sahifa' })).toHaveAttribute('href', '/');
  });
});

import { screen } from '@testing-library/react';
import { renderAt } from '@/test/render';
import { ListPagination } from './ListPagination';

describe('the total under a list', () => {
  it("reads 'Jami: N ta' for an exact count", () => {
    renderAt(<ListPagination count={42} page={1} limit={20} onChange={() => {}} />);
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 42 ta');
  });

  it('says the total is an estimate when the server estimated a large search', () => {
    renderAt(<ListPagination count={123456} estimated page={1} limit={20} onChange={() => {}} />);
    expect(screen.getByTestId('list-total')).toHaveTextContent("Jami: taxminan 123456 ta");
  });
});

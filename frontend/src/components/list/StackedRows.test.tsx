import { screen } from '@testing-library/react';
import { renderAt } from '@/test/render';
import type { Column } from './DataTable';
import { StackedRows } from './StackedRows';

interface Row {
  id: number;
  name: string;
  place: string;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Nomi', render: (row) => row.name },
  { id: 'place', header: 'Manzil', render: (row) => row.place },
  { id: 'end', header: '', render: (row) => <button type="button">Tugatish {row.id}</button> },
];

describe('a list as a phone shows it', () => {
  it('makes each row a card of its named columns with its buttons at the foot', () => {
    const rows = [
      { id: 1, name: 'Chrome', place: '10.0.0.1' },
      { id: 2, name: 'Firefox', place: '10.0.0.2' },
    ];
    renderAt(<StackedRows columns={columns} rows={rows} rowKey={(row) => row.id} loading={false} />);
    const cards = screen.getAllByTestId('stacked-row');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('NomiFirefoxManzil10.0.0.2Tugatish 2');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Tugatish 1', 'Tugatish 2']);
  });

  it('says so when the list is empty', () => {
    renderAt(<StackedRows columns={columns} rows={[]} rowKey={(row) => row.id} loading={false} />);
    expect(screen.queryAllByTestId('stacked-row')).toHaveLength(0);
    expect(screen.getByText('Ma’lumot topilmadi')).toBeInTheDocument();
  });
});

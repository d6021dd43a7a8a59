import { bareDoi, emptyPublicationForm, newAuthor, publicationFieldOf, toPublicationBody, validatePublicationForm } from './publication-form';

const me = { id: 7, full_name: 'Aliyeva Nodira' };
const coAuthor = { id: 8, full_name: 'Yusupova Dilnoza' };

function filled() {
  return { ...emptyPublicationForm(2026, me), title: 'Chuqur o‘qitish', doi: 'https://doi.org/10.1016/j.cell.2020.01.001' };
}

describe('the publication form', () => {
  it('starts with the author entering their own work as its main author', () => {
    const form = emptyPublicationForm(2026, me);
    expect(form.authors).toHaveLength(1);
    expect(form.authors[0]).toMatchObject({ staff: me, main: true });
  });

  it('takes a whole, well-formed publication and sends the DOI without its link', () => {
    const values = { ...filled(), authors: [...filled().authors, newAuthor(coAuthor, false)] };
    expect(validatePublicationForm(values, false, 2026)).toEqual({});
    const body = toPublicationBody(values, false, 3);
    expect(body).toMatchObject({ doi: '10.1016/j.cell.2020.01.001', year: 2026, version: 3 });
    expect(body.authors).toEqual([
      { staff_id: 7, outside_name: '', main: true },
      { staff_id: 8, outside_name: '', main: false },
    ]);
    expect(body.institution_id).toBeUndefined();
  });

  it('wants exactly one main author and each staff member once', () => {
    const none = { ...filled(), authors: [newAuthor(me, false), newAuthor(coAuthor, false)] };
    expect(Object.keys(validatePublicationForm(none, false, 2026))).toEqual(['authors']);
    const twice = { ...filled(), authors: [newAuthor(me, true), newAuthor(me, false)] };
    expect(Object.keys(validatePublicationForm(twice, false, 2026))).toEqual(['authors.1']);
    const outside = { ...filled(), authors: [newAuthor(me, true), { ...newAuthor(null, false), fromStaff: false, outside_name: ' ' }] };
    expect(Object.keys(validatePublicationForm(outside, false, 2026))).toEqual(['authors.1']);
  });

  it('checks the DOI, the year, the sub-kind of the kind and the institution a ministry role names', () => {
    const errors = validatePublicationForm({ ...filled(), doi: '10.12/abc', year: '2030', sub_kind: 'TEXTBOOK' }, true, 2026);
    expect(Object.keys(errors).sort()).toEqual(['doi', 'institution_id', 'sub_kind', 'year']);
    expect(validatePublicationForm({ ...filled(), year: '2027' }, false, 2026)).toEqual({});
  });

  it('places an author refused by the server under its row', () => {
    expect(publicationFieldOf('authors.2.staff_id')).toBe('authors.2');
    expect(publicationFieldOf('doi')).toBeUndefined();
    expect(bareDoi(' doi:10.1000/x ')).toBe('10.1000/x');
  });
});

import { document } from '../testing/fixtures';
import type { ExamSheet } from '../api/types';
import { issueChoices } from './documents';
import { changedEntries, draftsOf, invalidCells } from './exam-ratings';
import { jobPercent } from './GroupDocumentsDialog';
import { namingBody, validateNaming } from './naming-form';

const sheet: ExamSheet = {
  rating_type: 'HUNDRED_POINT',
  min_rating: 3,
  max_rating: 100,
  passing_rating: 55,
  exams: [
    { exam_id: 5, name: { uz: 'A', ru: '', en: '' }, study_hours: 40, rating: 70 },
    { exam_id: 6, name: { uz: 'B', ru: '', en: '' }, study_hours: 20, rating: null },
  ],
};

describe('issue choices', () => {
  it('offers each allowed kind once, and a duplicate only of a valid original', () => {
    expect(issueChoices(['DIPLOMA', 'DIPLOMA_DUPLICATE', 'CERTIFICATE'], [])).toEqual([
      { kind: 'DIPLOMA', duplicate: false, replaces: false },
      { kind: 'CERTIFICATE', duplicate: false, replaces: false },
    ]);
    expect(issueChoices(['DIPLOMA', 'DIPLOMA_DUPLICATE'], [document()])).toEqual([
      { kind: 'DIPLOMA', duplicate: false, replaces: true },
      { kind: 'DIPLOMA', duplicate: true, replaces: false },
    ]);
  });

  it('does not count a revoked document or a duplicate as the valid original', () => {
    const documents = [document({ status: 'REVOKED' }), document({ id: 32, duplicate: true, original_id: 31 })];
    expect(issueChoices(['DIPLOMA', 'DIPLOMA_DUPLICATE'], documents)).toEqual([{ kind: 'DIPLOMA', duplicate: false, replaces: false }]);
  });

  it('offers nothing the permissions or the state leave out', () => {
    expect(issueChoices(['graduate', 'naming'], [document()])).toEqual([]);
  });
});

describe('exam ratings', () => {
  it('sends only the changed cells, an emptied one as null', () => {
    const drafts = { ...draftsOf(sheet), 5: '', 6: '88' };
    expect(changedEntries(sheet, drafts)).toEqual([
      { exam_id: 5, rating: null },
      { exam_id: 6, rating: 88 },
    ]);
    expect(changedEntries(sheet, draftsOf(sheet))).toEqual([]);
  });

  it('finds ratings off the scale or not whole', () => {
    expect([...invalidCells(sheet, { 5: '101', 6: '2' })]).toEqual([5, 6]);
    expect([...invalidCells(sheet, { 5: '55.5', 6: '' })]).toEqual([5]);
    expect(invalidCells(sheet, { 5: '3', 6: '100' }).size).toBe(0);
  });
});

describe('naming', () => {
  const values = { name_uz: 'Muhandis', name_ru: '', name_en: '', diploma_series: 'B', diploma_number: '1234567' };

  it('needs the Uzbek qualification, a series of 1-3 capitals and a 7-digit number', () => {
    expect(validateNaming(values)).toEqual({});
    const errors = validateNaming({ ...values, name_uz: ' ', diploma_series: 'ABCD', diploma_number: '12345' });
    expect(Object.keys(errors).sort()).toEqual(['diploma_number', 'diploma_series', 'name_uz']);
    expect(validateNaming({ ...values, diploma_series: 'b1' }).diploma_series).toBeDefined();
  });

  it('writes the body with the version read', () => {
    expect(namingBody({ ...values, name_ru: ' Инженер ' }, 3)).toEqual({
      qualification: { uz: 'Muhandis', ru: 'Инженер', en: '' },
      diploma_series: 'B',
      diploma_number: '1234567',
      version: 3,
    });
  });
});

describe('job progress', () => {
  it('counts issued and refused documents against the total', () => {
    expect(jobPercent(undefined)).toBe(0);
    expect(jobPercent({ total: 0, done: 0, failed: [] })).toBe(100);
    expect(jobPercent({ total: 4, done: 1, failed: [{}] })).toBe(50);
    expect(jobPercent({ total: 3, done: 3, failed: [] })).toBe(100);
  });
});

import { roll } from '../testing/fixtures';
import { countRoll, fromRoll, invalidMarks, markChoices, markProblem, reasonMissing, rollReducer, toRollWrite, type RollState } from './roll-editor';

const act = (state: RollState, ...actions: Parameters<typeof rollReducer>[1][]) => actions.reduce(rollReducer, state);

describe('the roll editor', () => {
  it('starts from the roll the server answers: everyone present, no marks, nothing to send but the roll itself', () => {
    const state = fromRoll(roll());
    expect(state.lines.map((line) => line.attendance)).toEqual(['PRESENT', 'PRESENT', 'PRESENT']);
    expect(countRoll(state.lines)).toEqual({ total: 3, present: 3, late: 0, absent: 0, excused: 0 });
    expect(toRollWrite(state, false)).toEqual({
      entries: [
        { student_id: 47, attendance: 'PRESENT', mark: null, note: '' },
        { student_id: 49, attendance: 'PRESENT', mark: null, note: '' },
        { student_id: 35, attendance: 'PRESENT', mark: null, note: '' },
      ],
      topic_ids: [],
      reason: '',
      version: 0,
    });
  });

  it('makes a student absent with one toggle and present with the next; late and excused come by name', () => {
    let state = act(fromRoll(roll()), { type: 'toggleAbsent', studentId: 49 });
    expect(state.lines[1]!.attendance).toBe('ABSENT');
    state = act(state, { type: 'toggleAbsent', studentId: 49 });
    expect(state.lines[1]!.attendance).toBe('PRESENT');
    state = act(state, { type: 'attendance', studentId: 47, attendance: 'LATE' }, { type: 'attendance', studentId: 35, attendance: 'EXCUSED' });
    expect(countRoll(state.lines)).toEqual({ total: 3, present: 1, late: 1, absent: 0, excused: 1 });
    // A late student toggled is absent; toggled again, present.
    expect(act(state, { type: 'toggleAbsent', studentId: 47 }).lines[0]!.attendance).toBe('ABSENT');
  });

  it('keeps a mark only for a student who was there, and drops it when they are marked absent', () => {
    let state = act(fromRoll(roll()), { type: 'mark', studentId: 47, mark: '5' }, { type: 'attendance', studentId: 49, attendance: 'LATE' }, { type: 'mark', studentId: 49, mark: '4' });
    expect(toRollWrite(state, false).entries.map((entry) => entry.mark)).toEqual([5, 4, null]);
    state = act(state, { type: 'toggleAbsent', studentId: 47 });
    expect(state.lines[0]!.mark).toBe('');
    expect(toRollWrite(state, false).entries[0]).toEqual({ student_id: 47, attendance: 'ABSENT', mark: null, note: '' });
  });

  it('holds marks to the scale of the lesson: whole numbers from mark_min to mark_max', () => {
    expect(markProblem('', 2, 5)).toBeNull();
    expect(markProblem('2', 2, 5)).toBeNull();
    expect(markProblem('1', 2, 5)).toBe('range');
    expect(markProblem('6', 2, 5)).toBe('range');
    expect(markProblem('4.5', 2, 5)).toBe('format');
    expect(markProblem('100', 0, 100)).toBeNull();
    expect(markProblem('101', 0, 100)).toBe('range');
    const hundred = fromRoll(roll({ marking_system: 'HUNDRED_POINT', mark_min: 0, mark_max: 100 }));
    expect(markChoices(hundred)).toBeNull();
    expect(markChoices(fromRoll(roll()))).toEqual([2, 3, 4, 5]);
    expect(invalidMarks(act(hundred, { type: 'mark', studentId: 47, mark: '120' }, { type: 'mark', studentId: 49, mark: '85' }))).toBe(1);
  });

  it('needs a reason only when the roll saves as a correction, and sends it then', () => {
    const state = fromRoll(roll({ window: 'CLOSED', may_record: false, needs_reason: true }));
    expect(reasonMissing(state, true)).toBe(true);
    expect(reasonMissing(state, false)).toBe(false);
    const given = act(state, { type: 'reason', reason: '  Tizimda uzilish bo‘ldi ' });
    expect(reasonMissing(given, true)).toBe(false);
    expect(toRollWrite(given, true).reason).toBe('Tizimda uzilish bo‘ldi');
  });

  it('chooses and unchooses topics, and puts the server’s refusals on the students sent at their place', () => {
    let state = act(fromRoll(roll()), { type: 'topic', topicId: 8 }, { type: 'topic', topicId: 7 }, { type: 'topic', topicId: 8 });
    expect(state.topicIds).toEqual([7]);
    const sent = toRollWrite(state, false);
    state = act(state, { type: 'refused', fields: { 'entries.2.mark': ['Baho 2 dan 5 gacha'], topic_ids: ['Noma’lum mavzu'] }, sent });
    expect(state.lineErrors).toEqual({ 35: 'Baho 2 dan 5 gacha' });
    expect(act(state, { type: 'mark', studentId: 35, mark: '3' }).lineErrors).toEqual({});
  });
});

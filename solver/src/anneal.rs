//! Simulated annealing over feasible timetables. A move takes a placed lecture to a random
//! period and room of its course, swapping with the lecture found there; moves that would break a
//! hard constraint are not made; a share of the moves are Kempe chains (see [`crate::kempe`]). The temperature falls geometrically with the share of the budget
//! spent, so a run of any length cools completely. Unplaced lectures, if any, are tried in a free
//! slot now and then. The best timetable seen is the one kept.

use crate::budget::Budget;
use crate::kempe::Kempe;
use crate::rng::Rng;
use crate::state::State;

/// The knobs of the annealing; the defaults suit the ITC2007 weights.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AnnealParams {
    /// Temperature at the start of the search.
    pub start_temperature: f64,
    /// Temperature at the end.
    pub end_temperature: f64,
    /// Share of moves that keep the lecture's period and change only its room.
    pub room_moves: f64,
    /// Share of moves that keep the lecture's room and change only its period.
    pub period_moves: f64,
    /// Share of moves that are Kempe chains.
    pub kempe_moves: f64,
}

impl Default for AnnealParams {
    fn default() -> Self {
        AnnealParams { start_temperature: 10.0, end_temperature: 0.05, room_moves: 0.1, period_moves: 0.4, kempe_moves: 0.1 }
    }
}

/// The best (fewest unplaced, then lowest soft penalty) so far.
pub(crate) struct Best {
    pub(crate) unplaced: usize,
    pub(crate) soft: i64,
    pub(crate) snapshot: (Vec<u16>, Vec<u16>),
}

impl Best {
    pub(crate) fn of(state: &State<'_>) -> Best {
        Best { unplaced: state.unplaced().len(), soft: state.soft(), snapshot: state.snapshot() }
    }

    fn offer(&mut self, state: &State<'_>) {
        let unplaced = state.unplaced().len();
        if (unplaced, state.soft()) < (self.unplaced, self.soft) {
            self.unplaced = unplaced;
            self.soft = state.soft();
            state.snapshot_into(&mut self.snapshot);
        }
    }
}

/// Anneals from the state's timetable until the budget is spent; leaves the best one found in
/// `best` (the state itself ends wherever the walk was). `report` is called every few thousand
/// steps with the best so far.
pub(crate) fn anneal(
    state: &mut State<'_>,
    skip: &[bool],
    budget: &mut Budget<'_>,
    rng: &mut Rng,
    params: &AnnealParams,
    best: &mut Best,
    report: &mut dyn FnMut(&Budget<'_>, &Best),
) {
    let pb = state.problem;
    let lectures = pb.lectures();
    if lectures == 0 {
        return;
    }
    best.offer(state);
    let start = budget.fraction();
    let (t0, t1) = (params.start_temperature.max(1e-9), params.end_temperature.max(1e-9));
    let mut temperature = t0;
    let mut kempe = Kempe::default();
    loop {
        if !budget.step() {
            break;
        }
        if budget.steps().is_multiple_of(4096) {
            let x = ((budget.fraction() - start) / (1.0 - start).max(1e-9)).clamp(0.0, 1.0);
            temperature = t0 * (t1 / t0).powf(x);
            report(budget, best);
        }
        if !state.unplaced().is_empty() && rng.below(16) == 0 {
            let unplaced = state.unplaced();
            let lecture = unplaced[rng.below(unplaced.len())] as usize;
            let c = pb.lecture_course[lecture] as usize;
            let rooms = &pb.course_rooms[c];
            if skip[lecture] || rooms.is_empty() {
                continue;
            }
            let (p, r) = (rng.below(pb.periods), usize::from(rooms[rng.below(rooms.len())]));
            if state.can_insert(lecture, p, r) {
                state.insert(lecture, p, r);
                best.offer(state);
            }
            continue;
        }
        let lecture = rng.below(lectures);
        if !state.is_placed(lecture) {
            continue;
        }
        let c = pb.lecture_course[lecture] as usize;
        let rooms = &pb.course_rooms[c];
        let mut kind = rng.unit();
        if kind < params.kempe_moves {
            if let Some(delta) = kempe.apply(state, lecture, rng.below(pb.periods)) {
                if delta <= 0 || rng.unit() < (-(delta as f64) / temperature).exp() {
                    if delta < 0 {
                        best.offer(state);
                    }
                } else {
                    kempe.undo(state);
                }
            }
            continue;
        }
        kind -= params.kempe_moves;
        let (p2, r2) = if kind < params.room_moves {
            (state.period(lecture), usize::from(rooms[rng.below(rooms.len())]))
        } else if kind < params.room_moves + params.period_moves {
            (rng.below(pb.periods), state.room(lecture))
        } else {
            (rng.below(pb.periods), usize::from(rooms[rng.below(rooms.len())]))
        };
        let Some(delta) = state.evaluate_move(lecture, p2, r2) else { continue };
        if delta <= 0 || rng.unit() < (-(delta as f64) / temperature).exp() {
            state.apply_move(lecture, p2, r2);
            if delta < 0 {
                best.offer(state);
            }
        }
    }
    report(budget, best);
}

//! Kempe chain moves: a lecture leaves its period for another, taking along whatever it clashes
//! with there, which in turn takes along whatever clashes with it in the first period, and so on
//! until the two sets can trade periods without a clash. This reaches timetables that single
//! moves and swaps can only reach through clashes. Lectures keep their rooms where they can and
//! otherwise take the free allowed room with the least capacity penalty.

use crate::state::State;

/// Buffers reused from move to move, and the last chain made, so that it can be undone.
#[derive(Debug, Default)]
pub(crate) struct Kempe {
    at: [Vec<usize>; 2],
    chain: [Vec<usize>; 2],
    /// `(lecture, from period, from room, to period, to room)`.
    moves: Vec<(usize, usize, usize, usize, usize)>,
    taken: Vec<bool>,
}

impl Kempe {
    /// Makes the chain that starts with the placed `lecture` and its move to `period2`, and
    /// returns the change of soft penalty; `None` (and nothing changed) if the chain cannot be
    /// made: a lecture of it unavailable in its new period, or no room for one.
    pub(crate) fn apply(&mut self, state: &mut State<'_>, lecture: usize, period2: usize) -> Option<i64> {
        let pb = state.problem;
        let courses = pb.courses();
        let period1 = state.period(lecture);
        if period1 == period2 {
            return None;
        }
        let periods = [period1, period2];
        for ((at, chain), &period) in self.at.iter_mut().zip(&mut self.chain).zip(&periods) {
            at.clear();
            chain.clear();
            at.extend((0..pb.rooms).filter_map(|room| state.occupant(period, room)));
        }
        // Grow the chain side by side until nothing more clashes.
        self.chain[0].push(lecture);
        let (mut done0, mut done1) = (0, 0);
        while done0 < self.chain[0].len() || done1 < self.chain[1].len() {
            for side in 0..2 {
                let other = 1 - side;
                let done = if side == 0 { &mut done0 } else { &mut done1 };
                while *done < self.chain[side].len() {
                    let c = pb.lecture_course[self.chain[side][*done]] as usize;
                    *done += 1;
                    for i in 0..self.at[other].len() {
                        let x = self.at[other][i];
                        if pb.conflict[c * courses + pb.lecture_course[x] as usize] && !self.chain[other].contains(&x) {
                            self.chain[other].push(x);
                        }
                    }
                }
            }
        }
        // Every lecture must be available where it goes, and none be fixed where it is.
        for side in 0..2 {
            let to = periods[1 - side];
            if self.chain[side].iter().any(|&l| {
                let c = pb.lecture_course[l] as usize;
                !pb.available[c * pb.periods + to] || pb.fixed[c]
            }) {
                return None;
            }
        }
        // Rooms: those of lectures staying put are taken; chain lectures keep theirs if free.
        self.moves.clear();
        for side in 0..2 {
            let (from, to) = (periods[side], periods[1 - side]);
            self.taken.clear();
            self.taken.resize(pb.rooms, false);
            for &x in &self.at[1 - side] {
                if !self.chain[1 - side].contains(&x) {
                    self.taken[state.room(x)] = true;
                }
            }
            let first = self.moves.len();
            for &l in &self.chain[side] {
                let room = state.room(l);
                if !self.taken[room] {
                    self.taken[room] = true;
                    self.moves.push((l, from, room, to, room));
                }
            }
            for &l in &self.chain[side] {
                if self.moves[first..].iter().any(|m| m.0 == l) {
                    continue;
                }
                let c = pb.lecture_course[l] as usize;
                let room = pb.course_rooms[c]
                    .iter()
                    .map(|&r| usize::from(r))
                    .filter(|&r| !self.taken[r])
                    .min_by_key(|&r| pb.capacity_penalty[c * pb.rooms + r])?;
                self.taken[room] = true;
                self.moves.push((l, from, state.room(l), to, room));
            }
        }
        let before = state.soft();
        for &(l, ..) in &self.moves {
            state.remove(l);
        }
        for &(l, _, _, to, room) in &self.moves {
            state.insert(l, to, room);
        }
        Some(state.soft() - before)
    }

    /// Puts the lectures of the last chain made back where they were.
    pub(crate) fn undo(&mut self, state: &mut State<'_>) {
        for &(l, ..) in &self.moves {
            state.remove(l);
        }
        for &(l, from, room, ..) in &self.moves {
            state.insert(l, from, room);
        }
    }

    /// How many lectures the last chain moved.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.moves.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tests::small;
    use crate::model::Problem;

    #[test]
    fn a_chain_takes_along_what_clashes_and_can_be_undone() {
        let problem = Problem::new(small()).unwrap();
        let mut state = State::new(&problem);
        for (lecture, period, room) in [(0, 0, 0), (1, 3, 0), (2, 1, 1), (3, 2, 1), (4, 4, 0)] {
            state.insert(lecture, period, room);
        }
        let before = (state.placements(), state.soft());
        let mut kempe = Kempe::default();
        // Lecture 0 (course 0, teacher 0) to period 2 takes lecture 3 (course 2, teacher 0) to period 0.
        let delta = kempe.apply(&mut state, 0, 2).unwrap();
        assert_eq!(kempe.len(), 2);
        assert_eq!((state.period(0), state.room(0), state.period(3), state.room(3)), (2, 0, 0, 1));
        assert_eq!(state.soft(), before.1 + delta);
        assert_eq!(state.soft(), state.soft_from_scratch());
        assert_eq!(crate::score::score(&problem, &state.placements()).hard.total(), 0);
        kempe.undo(&mut state);
        assert_eq!((state.placements(), state.soft()), before);
        // Lecture 2 (course 1) cannot take period 0, which its course is barred from.
        assert_eq!(kempe.apply(&mut state, 2, 0), None);
        assert_eq!((state.placements(), state.soft()), before);
    }
}

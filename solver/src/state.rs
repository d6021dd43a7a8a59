//! The search's working timetable: where each lecture is, with the counters that make a move's
//! feasibility and its change of soft penalty computable in time independent of the problem's
//! size. A day's occupancy by a curriculum, a teacher or a course is one `u32` whose bits are the
//! day's periods, so "is it free" is a bit test and "how many lectures of this curriculum have no
//! neighbour" is `popcount(m & !(m << 1) & !(m >> 1))`.
//!
//! The state never holds a hard violation: lectures are either placed without clash or listed
//! as unplaced.

use crate::model::Problem;
use crate::score::Placement;

pub(crate) const NO_PERIOD: u16 = u16::MAX;
const NO_LECTURE: u32 = u32::MAX;

fn isolated(mask: u32) -> i64 {
    i64::from((mask & !(mask << 1) & !(mask >> 1)).count_ones())
}

#[derive(Debug, Clone)]
pub(crate) struct State<'a> {
    pub(crate) problem: &'a Problem,
    /// Per lecture, its period or [`NO_PERIOD`].
    period: Vec<u16>,
    /// Per lecture, its room (meaningless while unplaced).
    room: Vec<u16>,
    /// `period * rooms + room`: the lecture there or [`NO_LECTURE`].
    occupant: Vec<u32>,
    /// `curriculum * days + day`: bits of the periods the curriculum is busy.
    curriculum_mask: Vec<u32>,
    /// `teacher * days + day`.
    teacher_mask: Vec<u32>,
    /// `course * days + day`.
    course_mask: Vec<u32>,
    /// Per course, the days it has a lecture on.
    course_days: Vec<u16>,
    /// `course * rooms + room`: lectures of the course in the room.
    room_count: Vec<u16>,
    /// Per course, the distinct rooms it uses.
    course_rooms: Vec<u16>,
    unplaced: Vec<u32>,
    /// Per lecture, its index in `unplaced` or [`NO_LECTURE`].
    unplaced_at: Vec<u32>,
    soft: i64,
    w_days: i64,
    w_compact: i64,
    w_stability: i64,
}

impl<'a> State<'a> {
    /// A timetable with every lecture unplaced.
    pub(crate) fn new(problem: &'a Problem) -> State<'a> {
        let (lectures, courses, days, rooms) = (problem.lectures(), problem.courses(), problem.days, problem.rooms);
        let weights = problem.weights();
        let mut state = State {
            problem,
            period: vec![NO_PERIOD; lectures],
            room: vec![0; lectures],
            occupant: vec![NO_LECTURE; problem.periods * rooms],
            curriculum_mask: vec![0; problem.curricula() * days],
            teacher_mask: vec![0; problem.teachers() * days],
            course_mask: vec![0; courses * days],
            course_days: vec![0; courses],
            room_count: vec![0; courses * rooms],
            course_rooms: vec![0; courses],
            unplaced: (0..lectures as u32).collect(),
            unplaced_at: (0..lectures as u32).collect(),
            soft: 0,
            w_days: i64::from(weights.min_working_days),
            w_compact: i64::from(weights.compactness),
            w_stability: i64::from(weights.room_stability),
        };
        state.soft = (0..courses).map(|c| state.days_penalty(c, 0)).sum();
        state
    }

    pub(crate) fn soft(&self) -> i64 {
        self.soft
    }

    pub(crate) fn unplaced(&self) -> &[u32] {
        &self.unplaced
    }

    pub(crate) fn is_placed(&self, lecture: usize) -> bool {
        self.period[lecture] != NO_PERIOD
    }

    pub(crate) fn period(&self, lecture: usize) -> usize {
        usize::from(self.period[lecture])
    }

    pub(crate) fn room(&self, lecture: usize) -> usize {
        usize::from(self.room[lecture])
    }

    /// The lecture in a room at a period, if any.
    pub(crate) fn occupant(&self, period: usize, room: usize) -> Option<usize> {
        let l = self.occupant[period * self.problem.rooms + room];
        (l != NO_LECTURE).then_some(l as usize)
    }

    /// Where every lecture is, to come back to later with [`State::restore`].
    pub(crate) fn snapshot(&self) -> (Vec<u16>, Vec<u16>) {
        (self.period.clone(), self.room.clone())
    }

    pub(crate) fn snapshot_into(&self, into: &mut (Vec<u16>, Vec<u16>)) {
        into.0.clone_from(&self.period);
        into.1.clone_from(&self.room);
    }

    pub(crate) fn restore(&mut self, snapshot: &(Vec<u16>, Vec<u16>)) {
        for l in 0..self.period.len() {
            if self.is_placed(l) {
                self.remove(l);
            }
        }
        for l in 0..self.period.len() {
            if snapshot.0[l] != NO_PERIOD {
                self.insert(l, usize::from(snapshot.0[l]), usize::from(snapshot.1[l]));
            }
        }
    }

    pub(crate) fn placements(&self) -> Vec<Placement> {
        (0..self.period.len())
            .filter(|&l| self.is_placed(l))
            .map(|l| Placement {
                course: self.problem.lecture_course[l] as usize,
                slot: self.problem.slot(self.period(l)),
                room: self.room(l),
            })
            .collect()
    }

    fn days_penalty(&self, course: usize, days: u16) -> i64 {
        self.w_days * (self.problem.min_working_days(course) as i64 - i64::from(days)).max(0)
    }

    fn stability_penalty(&self, rooms: u16) -> i64 {
        self.w_stability * (i64::from(rooms) - 1).max(0)
    }

    /// Whether the unplaced `lecture` may go to `room` at `period` without breaking a hard
    /// constraint.
    pub(crate) fn can_insert(&self, lecture: usize, period: usize, room: usize) -> bool {
        let pb = self.problem;
        let c = pb.lecture_course[lecture] as usize;
        let (d, bit) = (period / pb.periods_per_day, 1u32 << (period % pb.periods_per_day));
        pb.room_allowed[c * pb.rooms + room]
            && pb.available[c * pb.periods + period]
            && self.occupant[period * pb.rooms + room] == NO_LECTURE
            && self.course_mask[c * pb.days + d] & bit == 0
            && self.teacher_mask[pb.teacher_of(c) * pb.days + d] & bit == 0
            && pb.course_curricula[c].iter().all(|&q| self.curriculum_mask[q as usize * pb.days + d] & bit == 0)
    }

    /// Whether the course's lecture may take `period` as far as curricula, teacher, course and
    /// availability go (rooms aside).
    pub(crate) fn period_free_for(&self, course: usize, period: usize) -> bool {
        let pb = self.problem;
        let (d, bit) = (period / pb.periods_per_day, 1u32 << (period % pb.periods_per_day));
        pb.available[course * pb.periods + period]
            && self.course_mask[course * pb.days + d] & bit == 0
            && self.teacher_mask[pb.teacher_of(course) * pb.days + d] & bit == 0
            && pb.course_curricula[course].iter().all(|&q| self.curriculum_mask[q as usize * pb.days + d] & bit == 0)
    }

    /// The change of soft penalty if the unplaced `lecture` went to `room` at `period` (assumed
    /// feasible).
    pub(crate) fn insert_delta(&self, lecture: usize, period: usize, room: usize) -> i64 {
        let pb = self.problem;
        let c = pb.lecture_course[lecture] as usize;
        let (d, bit) = (period / pb.periods_per_day, 1u32 << (period % pb.periods_per_day));
        let mut delta = i64::from(pb.capacity_penalty[c * pb.rooms + room]) + i64::from(pb.period_penalty[c * pb.periods + period]);
        if self.course_mask[c * pb.days + d] == 0 {
            let days = self.course_days[c];
            delta += self.days_penalty(c, days + 1) - self.days_penalty(c, days);
        }
        if self.room_count[c * pb.rooms + room] == 0 {
            let rooms = self.course_rooms[c];
            delta += self.stability_penalty(rooms + 1) - self.stability_penalty(rooms);
        }
        for &q in &pb.course_curricula[c] {
            let m = self.curriculum_mask[q as usize * pb.days + d];
            delta += self.w_compact * (isolated(m | bit) - isolated(m));
        }
        delta
    }

    /// Places the unplaced `lecture`; the caller has checked [`State::can_insert`].
    pub(crate) fn insert(&mut self, lecture: usize, period: usize, room: usize) {
        self.soft += self.insert_delta(lecture, period, room);
        let pb = self.problem;
        let c = pb.lecture_course[lecture] as usize;
        let (d, bit) = (period / pb.periods_per_day, 1u32 << (period % pb.periods_per_day));
        self.period[lecture] = period as u16;
        self.room[lecture] = room as u16;
        self.occupant[period * pb.rooms + room] = lecture as u32;
        let at = self.unplaced_at[lecture] as usize;
        self.unplaced.swap_remove(at);
        if let Some(&moved) = self.unplaced.get(at) {
            self.unplaced_at[moved as usize] = at as u32;
        }
        self.unplaced_at[lecture] = NO_LECTURE;
        if self.course_mask[c * pb.days + d] == 0 {
            self.course_days[c] += 1;
        }
        self.course_mask[c * pb.days + d] |= bit;
        self.teacher_mask[pb.teacher_of(c) * pb.days + d] |= bit;
        for &q in &pb.course_curricula[c] {
            self.curriculum_mask[q as usize * pb.days + d] |= bit;
        }
        if self.room_count[c * pb.rooms + room] == 0 {
            self.course_rooms[c] += 1;
        }
        self.room_count[c * pb.rooms + room] += 1;
    }

    /// Takes a placed `lecture` out of the timetable.
    pub(crate) fn remove(&mut self, lecture: usize) {
        let pb = self.problem;
        let c = pb.lecture_course[lecture] as usize;
        let (period, room) = (self.period(lecture), self.room(lecture));
        let (d, bit) = (period / pb.periods_per_day, 1u32 << (period % pb.periods_per_day));
        self.period[lecture] = NO_PERIOD;
        self.occupant[period * pb.rooms + room] = NO_LECTURE;
        self.unplaced_at[lecture] = self.unplaced.len() as u32;
        self.unplaced.push(lecture as u32);
        self.course_mask[c * pb.days + d] &= !bit;
        if self.course_mask[c * pb.days + d] == 0 {
            self.course_days[c] -= 1;
        }
        self.teacher_mask[pb.teacher_of(c) * pb.days + d] &= !bit;
        for &q in &pb.course_curricula[c] {
            self.curriculum_mask[q as usize * pb.days + d] &= !bit;
        }
        self.room_count[c * pb.rooms + room] -= 1;
        if self.room_count[c * pb.rooms + room] == 0 {
            self.course_rooms[c] -= 1;
        }
        // What the lecture cost is what inserting it back would cost.
        self.soft -= self.insert_delta(lecture, period, room);
    }

    fn stability_move(&self, course: usize, from: usize, to: usize) -> i64 {
        if from == to {
            return 0;
        }
        let rooms = self.problem.rooms;
        let now = self.course_rooms[course];
        let after = now - u16::from(self.room_count[course * rooms + from] == 1) + u16::from(self.room_count[course * rooms + to] == 0);
        self.stability_penalty(after) - self.stability_penalty(now)
    }

    fn days_move(&self, course: usize, (d, bit): (usize, u32), (d2, _): (usize, u32)) -> i64 {
        if d == d2 {
            return 0;
        }
        let days = self.problem.days;
        let now = self.course_days[course];
        let after = now - u16::from(self.course_mask[course * days + d] == bit) + u16::from(self.course_mask[course * days + d2] == 0);
        self.days_penalty(course, after) - self.days_penalty(course, now)
    }

    fn compactness_move(&self, curriculum: usize, (d, bit): (usize, u32), (d2, bit2): (usize, u32)) -> i64 {
        let days = self.problem.days;
        let m = self.curriculum_mask[curriculum * days + d];
        if d == d2 {
            return self.w_compact * (isolated((m & !bit) | bit2) - isolated(m));
        }
        let m2 = self.curriculum_mask[curriculum * days + d2];
        self.w_compact * (isolated(m & !bit) - isolated(m) + isolated(m2 | bit2) - isolated(m2))
    }

    /// The change of soft penalty if the placed `lecture` went to `room` at `period`, swapping
    /// with the lecture there if any; `None` if that breaks a hard constraint, moves a fixed
    /// lecture or changes nothing.
    pub(crate) fn evaluate_move(&self, lecture: usize, period2: usize, room2: usize) -> Option<i64> {
        let pb = self.problem;
        let (rooms, periods, days, ppd) = (pb.rooms, pb.periods, pb.days, pb.periods_per_day);
        let (period, room) = (self.period(lecture), self.room(lecture));
        let c = pb.lecture_course[lecture] as usize;
        if (period == period2 && room == room2) || !pb.room_allowed[c * rooms + room2] || pb.fixed[c] {
            return None;
        }
        let other = self.occupant[period2 * rooms + room2];
        let c2 = if other == NO_LECTURE {
            None
        } else {
            let c2 = pb.lecture_course[other as usize] as usize;
            if c2 == c || !pb.room_allowed[c2 * rooms + room] || pb.fixed[c2] {
                return None;
            }
            Some(c2)
        };
        let mut delta = i64::from(pb.capacity_penalty[c * rooms + room2]) - i64::from(pb.capacity_penalty[c * rooms + room])
            + self.stability_move(c, room, room2);
        if let Some(c2) = c2 {
            delta += i64::from(pb.capacity_penalty[c2 * rooms + room]) - i64::from(pb.capacity_penalty[c2 * rooms + room2])
                + self.stability_move(c2, room2, room);
        }
        if period == period2 {
            return Some(delta);
        }
        let from = (period / ppd, 1u32 << (period % ppd));
        let to = (period2 / ppd, 1u32 << (period2 % ppd));
        let teacher = pb.teacher_of(c);
        let same_teacher = c2.is_some_and(|c2| pb.teacher_of(c2) == teacher);
        if !pb.available[c * periods + period2]
            || self.course_mask[c * days + to.0] & to.1 != 0
            || (!same_teacher && self.teacher_mask[teacher * days + to.0] & to.1 != 0)
        {
            return None;
        }
        let curricula = &pb.course_curricula[c];
        let curricula2: &[u32] = c2.map_or(&[], |c2| &pb.course_curricula[c2]);
        for &q in curricula {
            if curricula2.contains(&q) {
                continue;
            }
            if self.curriculum_mask[q as usize * days + to.0] & to.1 != 0 {
                return None;
            }
            delta += self.compactness_move(q as usize, from, to);
        }
        delta += i64::from(pb.period_penalty[c * periods + period2]) - i64::from(pb.period_penalty[c * periods + period])
            + self.days_move(c, from, to);
        if let Some(c2) = c2 {
            if !pb.available[c2 * periods + period]
                || self.course_mask[c2 * days + from.0] & from.1 != 0
                || (!same_teacher && self.teacher_mask[pb.teacher_of(c2) * days + from.0] & from.1 != 0)
            {
                return None;
            }
            for &q in curricula2 {
                if curricula.contains(&q) {
                    continue;
                }
                if self.curriculum_mask[q as usize * days + from.0] & from.1 != 0 {
                    return None;
                }
                delta += self.compactness_move(q as usize, to, from);
            }
            delta += i64::from(pb.period_penalty[c2 * periods + period]) - i64::from(pb.period_penalty[c2 * periods + period2])
                + self.days_move(c2, to, from);
        }
        Some(delta)
    }

    /// Makes a move that [`State::evaluate_move`] accepted.
    pub(crate) fn apply_move(&mut self, lecture: usize, period2: usize, room2: usize) {
        let (period, room) = (self.period(lecture), self.room(lecture));
        let other = self.occupant(period2, room2);
        if other == Some(lecture) {
            return;
        }
        self.remove(lecture);
        if let Some(other) = other {
            self.remove(other);
        }
        self.insert(lecture, period2, room2);
        if let Some(other) = other {
            self.insert(other, period, room);
        }
    }

    /// The soft penalty recomputed from the placements alone, for tests.
    #[cfg(test)]
    pub(crate) fn soft_from_scratch(&self) -> i64 {
        crate::score::score(self.problem, &self.placements()).soft.total() as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tests::small;

    #[test]
    fn inserting_and_removing_keep_the_penalty_of_the_rules() {
        let problem = Problem::new(small()).unwrap();
        let mut state = State::new(&problem);
        assert_eq!(state.soft(), state.soft_from_scratch());
        // The placements of the scorer's hand-made example, lecture by lecture.
        for (lecture, period, room) in [(0, 0, 0), (1, 3, 0), (2, 1, 1), (3, 2, 1), (4, 4, 0)] {
            assert!(state.can_insert(lecture, period, room));
            state.insert(lecture, period, room);
            assert_eq!(state.soft(), state.soft_from_scratch());
        }
        assert_eq!(state.soft(), 7);
        assert!(state.unplaced().is_empty());
        // Course 2 shares teacher 0 with course 0: lecture 3 cannot take lecture 0's period.
        assert_eq!(state.evaluate_move(3, 0, 1), None);
        // Course 1 may not leave room 1.
        assert_eq!(state.evaluate_move(2, 1, 0), None);
        state.remove(3);
        assert_eq!(state.soft(), state.soft_from_scratch());
        assert!(!state.can_insert(3, 0, 1), "teacher 0 teaches course 0 then");
        assert!(!state.can_insert(3, 1, 0), "curriculum 1 has course 1 then");
        assert!(state.can_insert(3, 5, 1));
    }

    #[test]
    fn a_move_costs_what_it_changes() {
        let problem = Problem::new(small()).unwrap();
        let mut state = State::new(&problem);
        for (lecture, period, room) in [(0, 0, 0), (1, 3, 0), (2, 1, 1), (3, 2, 1), (4, 4, 0)] {
            state.insert(lecture, period, room);
        }
        // Swapping lectures 3 and 4 of the same course changes nothing and is refused.
        assert_eq!(state.evaluate_move(3, 4, 0), None);
        // Lecture 4 (course 2) from day 1 period 1 room 0 to day 1 period 2 room 1: still alone
        // in curriculum 1; course 2 now keeps to room 1 (-1) but seats 12 in 10 places (+2).
        let before = state.soft();
        let delta = state.evaluate_move(4, 5, 1).unwrap();
        assert_eq!(delta, 1);
        state.apply_move(4, 5, 1);
        assert_eq!(state.soft(), before + delta);
        assert_eq!(state.soft(), state.soft_from_scratch());
        // Lecture 2 (course 1, room 1 only) and lecture 3 (course 2) swap periods and rooms: course 2
        // gets room 1 twice and day 0 period 1, beside nothing of curriculum 1 on day 0 any more.
        let before = state.soft();
        let delta = state.evaluate_move(3, 1, 1).unwrap();
        state.apply_move(3, 1, 1);
        assert_eq!(state.soft(), before + delta);
        assert_eq!(state.soft(), state.soft_from_scratch());
    }
}

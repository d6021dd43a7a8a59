//! The judge: hard violations and soft penalty of any list of placements, computed from scratch
//! by the rules as they are stated (ITC2007's, plus teachers' preferred periods), independently
//! of the search's incremental bookkeeping so that each checks the other.

use std::collections::{HashMap, HashSet};

use crate::model::{Problem, TimeSlot};

/// One lecture of a course in a period and a room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement {
    pub course: usize,
    pub slot: TimeSlot,
    pub room: usize,
}

/// Counts of broken hard constraints; a timetable is feasible when [`HardViolations::total`] is 0.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HardViolations {
    /// Lectures a course needs that are not placed.
    pub missing_lectures: usize,
    /// Lectures placed beyond a course's number.
    pub extra_lectures: usize,
    /// Pairs of lectures in one period that share a course, a teacher or a curriculum.
    pub conflicts: usize,
    /// Lectures in a period their course or its teacher cannot take.
    pub unavailable: usize,
    /// Lectures beyond the first in one room and period.
    pub room_occupancy: usize,
    /// Lectures in a room their course may not use.
    pub wrong_room: usize,
    /// Placements naming a course, a room or a period that does not exist.
    pub invalid: usize,
}

impl HardViolations {
    pub fn total(&self) -> usize {
        self.missing_lectures
            + self.extra_lectures
            + self.conflicts
            + self.unavailable
            + self.room_occupancy
            + self.wrong_room
            + self.invalid
    }
}

/// The weighted soft penalty, by constraint.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SoftPenalty {
    pub room_capacity: u64,
    pub min_working_days: u64,
    pub compactness: u64,
    pub room_stability: u64,
    pub preferred_periods: u64,
}

impl SoftPenalty {
    pub fn total(&self) -> u64 {
        self.room_capacity + self.min_working_days + self.compactness + self.room_stability + self.preferred_periods
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Score {
    pub hard: HardViolations,
    pub soft: SoftPenalty,
}

/// Scores `placements` against `problem`.
pub fn score(problem: &Problem, placements: &[Placement]) -> Score {
    let spec = problem.spec();
    let weights = spec.weights;
    let mut hard = HardViolations::default();
    let mut soft = SoftPenalty::default();

    let valid: Vec<&Placement> = placements
        .iter()
        .filter(|p| {
            let ok = p.course < spec.courses.len()
                && p.room < spec.rooms.len()
                && p.slot.day < spec.days
                && p.slot.period < spec.periods_per_day;
            if !ok {
                hard.invalid += 1;
            }
            ok
        })
        .collect();

    let mut per_course = vec![0usize; spec.courses.len()];
    for p in &valid {
        per_course[p.course] += 1;
    }
    for (course, c) in spec.courses.iter().enumerate() {
        hard.missing_lectures += c.lectures.saturating_sub(per_course[course]);
        hard.extra_lectures += per_course[course].saturating_sub(c.lectures);
    }

    let mut per_room_slot: HashMap<(TimeSlot, usize), usize> = HashMap::new();
    for p in &valid {
        *per_room_slot.entry((p.slot, p.room)).or_default() += 1;
    }
    hard.room_occupancy = per_room_slot.values().map(|n| n - 1).sum();

    for (i, a) in valid.iter().enumerate() {
        for b in &valid[i + 1..] {
            if a.slot != b.slot {
                continue;
            }
            let (ca, cb) = (&spec.courses[a.course], &spec.courses[b.course]);
            if a.course == b.course || ca.teacher == cb.teacher || ca.curricula.iter().any(|q| cb.curricula.contains(q)) {
                hard.conflicts += 1;
            }
        }
    }

    for p in &valid {
        let course = &spec.courses[p.course];
        let teacher = &spec.teachers[course.teacher];
        if course.unavailable.contains(&p.slot) || teacher.unavailable.contains(&p.slot) {
            hard.unavailable += 1;
        }
        if course.rooms.as_ref().is_some_and(|rooms| !rooms.contains(&p.room)) {
            hard.wrong_room += 1;
        }
        let capacity = spec.rooms[p.room].capacity;
        soft.room_capacity += u64::from(weights.room_capacity) * u64::from(course.students.saturating_sub(capacity));
        if !teacher.preferred.is_empty() && !teacher.preferred.contains(&p.slot) {
            soft.preferred_periods += u64::from(weights.preferred_periods);
        }
    }

    for (course, c) in spec.courses.iter().enumerate() {
        let mine = valid.iter().filter(|p| p.course == course);
        let days: HashSet<usize> = mine.clone().map(|p| p.slot.day).collect();
        let rooms: HashSet<usize> = mine.map(|p| p.room).collect();
        soft.min_working_days += u64::from(weights.min_working_days) * c.min_working_days.saturating_sub(days.len()) as u64;
        soft.room_stability += u64::from(weights.room_stability) * rooms.len().saturating_sub(1) as u64;
    }

    for curriculum in 0..spec.curricula {
        let slots: Vec<TimeSlot> =
            valid.iter().filter(|p| spec.courses[p.course].curricula.contains(&curriculum)).map(|p| p.slot).collect();
        for slot in &slots {
            let next_to = |other: &TimeSlot| other.day == slot.day && other.period.abs_diff(slot.period) == 1;
            if !slots.iter().any(next_to) {
                soft.compactness += u64::from(weights.compactness);
            }
        }
    }

    Score { hard, soft }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tests::small;
    use crate::model::{CourseSpec, ProblemSpec, RoomSpec, TeacherSpec, Weights};

    fn at(course: usize, day: usize, period: usize, room: usize) -> Placement {
        Placement { course, slot: TimeSlot { day, period }, room }
    }

    #[test]
    fn a_feasible_timetable_of_the_small_problem_costs_what_the_rules_say() {
        let problem = Problem::new(small()).unwrap();
        // Course 0 (20 students, curriculum 0) on both days in room 0; course 1 (curricula 0 and 1)
        // on day 0 period 1 in room 1; course 2 (12 students, curriculum 1, same teacher as course 0)
        // on day 0 periods 0 and 2 in rooms 0 and 1.
        let placements = [at(0, 0, 0, 0), at(0, 1, 0, 0), at(1, 0, 1, 1), at(2, 0, 2, 1), at(2, 1, 1, 0)];
        let score = score(&problem, &placements);
        assert_eq!(score.hard, HardViolations::default());
        // Capacity: course 2 in room 1 (12 > 10) costs 2.
        assert_eq!(score.soft.room_capacity, 2);
        // Working days: course 0 needs 2 and has 2; course 1 needs 1; course 2 needs 1.
        assert_eq!(score.soft.min_working_days, 0);
        // Curriculum 0: day 0 periods 0 (course 0) and 1 (course 1) are neighbours; day 1 period 0
        // (course 0) is alone: 2. Curriculum 1: day 0 periods 1 (course 1) and 2 (course 2) are
        // neighbours; day 1 period 1 (course 2) is alone: 2.
        assert_eq!(score.soft.compactness, 4);
        // Course 2 uses two rooms: 1.
        assert_eq!(score.soft.room_stability, 1);
        assert_eq!(score.soft.total(), 7);
    }

    #[test]
    fn hard_violations_are_counted_one_by_one() {
        let problem = Problem::new(small()).unwrap();
        let placements = [
            at(0, 0, 0, 0),
            at(0, 0, 0, 1), // same course, same period: one conflict; room 1 is free.
            at(1, 0, 0, 1), // unavailable period, conflicts with both lectures of course 0 (curriculum 0), room 1 taken.
            at(2, 1, 0, 0),
            at(2, 1, 1, 0),
            at(2, 1, 2, 0), // one lecture too many.
            at(5, 0, 0, 0), // no such course.
        ];
        let hard = score(&problem, &placements).hard;
        assert_eq!(hard.invalid, 1);
        assert_eq!(hard.extra_lectures, 1);
        assert_eq!(hard.missing_lectures, 0);
        assert_eq!(hard.conflicts, 3);
        assert_eq!(hard.unavailable, 1);
        assert_eq!(hard.room_occupancy, 1);
        assert_eq!(hard.wrong_room, 0);
        assert_eq!(hard.total(), 7);
    }

    #[test]
    fn missing_lectures_cost_their_course_its_working_days() {
        let problem = Problem::new(small()).unwrap();
        let score = score(&problem, &[at(1, 0, 0, 0)]);
        assert_eq!(score.hard.missing_lectures, 4);
        assert_eq!(score.hard.unavailable, 1);
        assert_eq!(score.hard.wrong_room, 1);
        // Course 0 has no day of its 2, course 2 none of its 1: 3 days short.
        assert_eq!(score.soft.min_working_days, 15);
        // The lone lecture of course 1 is isolated in both of its curricula.
        assert_eq!(score.soft.compactness, 4);
    }

    #[test]
    fn preferred_periods_cost_only_for_teachers_who_have_them() {
        let spec = ProblemSpec {
            days: 1,
            periods_per_day: 4,
            rooms: vec![RoomSpec { capacity: 10 }],
            teachers: vec![TeacherSpec { unavailable: vec![], preferred: vec![TimeSlot { day: 0, period: 0 }] }, TeacherSpec::default()],
            curricula: 1,
            courses: vec![
                CourseSpec {
                    lectures: 2,
                    min_working_days: 1,
                    students: 10,
                    teacher: 0,
                    curricula: vec![0],
                    unavailable: vec![],
                    rooms: None,
                    fixed: false,
                },
                CourseSpec {
                    lectures: 1,
                    min_working_days: 1,
                    students: 10,
                    teacher: 1,
                    curricula: vec![0],
                    unavailable: vec![],
                    rooms: None,
                    fixed: false,
                },
            ],
            weights: Weights { preferred_periods: 3, ..Weights::ITC2007 },
        };
        let problem = Problem::new(spec).unwrap();
        let score = score(&problem, &[at(0, 0, 0, 0), at(0, 0, 3, 0), at(1, 0, 1, 0)]);
        assert_eq!(score.soft.preferred_periods, 3);
        // Periods 0 and 1 are neighbours; period 3 is alone.
        assert_eq!(score.soft.compactness, 2);
        assert_eq!(score.soft.total(), 5);
    }
}

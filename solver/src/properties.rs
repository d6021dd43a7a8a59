//! Properties over generated small problems: whatever the solver returns breaks no hard
//! constraint and accounts for every lecture; every incremental change of penalty equals a
//! recomputation from scratch by the scorer.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;

use crate::kempe::Kempe;
use crate::model::{CourseSpec, Problem, ProblemSpec, RoomSpec, TeacherSpec, TimeSlot, Weights};
use crate::rng::Rng;
use crate::score::score;
use crate::solve::{solve, SolveOptions};
use crate::state::State;

/// A random problem of the given sizes, its details drawn from `seed`: unavailable and preferred
/// periods, restricted rooms (sometimes none), courses in several curricula, odd weights.
fn problem(days: usize, periods_per_day: usize, rooms: usize, courses: usize, seed: u64) -> ProblemSpec {
    let mut rng = Rng::new(seed);
    let slots = |rng: &mut Rng, n: usize| -> Vec<TimeSlot> {
        (0..n).map(|_| TimeSlot { day: rng.below(days), period: rng.below(periods_per_day) }).collect()
    };
    let teachers = 1 + rng.below(courses.min(4));
    let curricula = 1 + rng.below(4);
    ProblemSpec {
        days,
        periods_per_day,
        rooms: (0..rooms).map(|_| RoomSpec { capacity: 5 + rng.below(40) as u32 }).collect(),
        teachers: (0..teachers)
            .map(|_| {
                let (unavailable, preferred) = (rng.below(4), if rng.below(2) == 0 { 0 } else { 1 + rng.below(6) });
                TeacherSpec { unavailable: slots(&mut rng, unavailable), preferred: slots(&mut rng, preferred) }
            })
            .collect(),
        curricula,
        courses: (0..courses)
            .map(|_| {
                let unavailable = rng.below(5);
                CourseSpec {
                    lectures: rng.below(5).min(days * periods_per_day),
                    min_working_days: rng.below(days + 1),
                    students: 1 + rng.below(50) as u32,
                    teacher: rng.below(teachers),
                    curricula: (0..1 + rng.below(2)).map(|_| rng.below(curricula)).collect(),
                    unavailable: slots(&mut rng, unavailable),
                    rooms: match rng.below(4) {
                        0 => Some((0..rooms).filter(|_| rng.below(2) == 0).collect()),
                        _ => None,
                    },
                    fixed: rng.below(6) == 0,
                }
            })
            .collect(),
        weights: Weights {
            room_capacity: rng.below(3) as u32,
            min_working_days: rng.below(7) as u32,
            compactness: rng.below(4) as u32,
            room_stability: rng.below(3) as u32,
            preferred_periods: rng.below(3) as u32,
        },
    }
}

fn problems() -> impl Strategy<Value = ProblemSpec> {
    (1usize..=4, 1usize..=6, 1usize..=4, 1usize..=9, any::<u64>())
        .prop_map(|(days, periods_per_day, rooms, courses, seed)| problem(days, periods_per_day, rooms, courses, seed))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_returned_timetable_breaks_no_hard_constraint(spec in problems(), seed in any::<u64>(), steps in 1u64..20_000) {
        let problem = Problem::new(spec).unwrap();
        let stop = AtomicBool::new(false);
        let solution = solve(&problem, &SolveOptions { seed, max_steps: Some(steps), ..SolveOptions::default() }, &stop, &mut |_| {});
        let score = score(&problem, &solution.placements);
        let unplaced: usize = solution.unplaced.iter().map(|u| u.lectures).sum();
        prop_assert_eq!(score.hard.conflicts, 0);
        prop_assert_eq!(score.hard.unavailable, 0);
        prop_assert_eq!(score.hard.room_occupancy, 0);
        prop_assert_eq!(score.hard.wrong_room, 0);
        prop_assert_eq!(score.hard.invalid, 0);
        prop_assert_eq!(score.hard.extra_lectures, 0);
        prop_assert_eq!(score.hard.missing_lectures, unplaced);
        prop_assert_eq!(solution.penalty, score.soft.total());
        let outside_preferred = solution
            .placements
            .iter()
            .filter(|p| {
                let teacher = &problem.spec().teachers[problem.spec().courses[p.course].teacher];
                !teacher.preferred.is_empty() && !teacher.preferred.contains(&p.slot)
            })
            .count() as u64;
        prop_assert_eq!(score.soft.preferred_periods, outside_preferred * u64::from(problem.weights().preferred_periods));
        for course in 0..problem.courses() {
            let placed = solution.placements.iter().filter(|p| p.course == course).count();
            let missing: usize = solution.unplaced.iter().filter(|u| u.course == course).map(|u| u.lectures).sum();
            prop_assert_eq!(placed + missing, problem.spec().courses[course].lectures);
        }
    }

    #[test]
    fn incremental_penalties_equal_a_recomputation(spec in problems(), seed in any::<u64>()) {
        let problem = Problem::new(spec).unwrap();
        let mut state = State::new(&problem);
        let mut rng = Rng::new(seed);
        let mut kempe = Kempe::default();
        prop_assert_eq!(state.soft(), state.soft_from_scratch());
        for _ in 0..300 {
            let lecture = rng.below(problem.lectures().max(1));
            if problem.lectures() == 0 {
                break;
            }
            let (period, room) = (rng.below(problem.periods), rng.below(problem.rooms));
            if !state.is_placed(lecture) {
                if state.can_insert(lecture, period, room) {
                    let (before, delta) = (state.soft(), state.insert_delta(lecture, period, room));
                    state.insert(lecture, period, room);
                    prop_assert_eq!(state.soft(), before + delta);
                }
            } else if rng.below(10) == 0 {
                state.remove(lecture);
            } else if rng.below(4) == 0 {
                let before = state.soft();
                let placements = state.placements();
                match kempe.apply(&mut state, lecture, period) {
                    Some(delta) => {
                        prop_assert_eq!(state.soft(), before + delta);
                        if rng.below(2) == 0 {
                            kempe.undo(&mut state);
                            prop_assert_eq!(state.placements(), placements);
                            prop_assert_eq!(state.soft(), before);
                        }
                    }
                    None => prop_assert_eq!(state.placements(), placements),
                }
            } else if let Some(delta) = state.evaluate_move(lecture, period, room) {
                let before = state.soft();
                state.apply_move(lecture, period, room);
                prop_assert_eq!(state.soft(), before + delta);
            } else {
                // A refused move breaks a hard constraint, moves a fixed lecture or changes nothing.
                let fixed = |l: usize| problem.spec().courses[problem.lecture_course[l] as usize].fixed;
                let there = (0..problem.lectures()).find(|&o| state.is_placed(o) && state.period(o) == period && state.room(o) == room);
                if fixed(lecture) || there.is_some_and(fixed) {
                    continue;
                }
                let mut tried = state.clone();
                tried.apply_move(lecture, period, room);
                let hard = score(&problem, &tried.placements()).hard;
                let (mut now, mut then) = (state.placements(), tried.placements());
                now.sort_by_key(|p| (p.course, p.slot, p.room));
                then.sort_by_key(|p| (p.course, p.slot, p.room));
                prop_assert!(hard.total() > hard.missing_lectures || now == then);
                continue;
            }
            prop_assert_eq!(state.soft(), state.soft_from_scratch());
            let hard = score(&problem, &state.placements()).hard;
            prop_assert_eq!(hard.total(), hard.missing_lectures, "the state never holds a clash");
        }
    }

    #[test]
    fn a_seed_and_a_step_budget_give_one_timetable(spec in problems(), seed in any::<u64>()) {
        let problem = Problem::new(spec).unwrap();
        let stop = AtomicBool::new(false);
        let options = SolveOptions { seed, max_steps: Some(5_000), ..SolveOptions::default() };
        let first = solve(&problem, &options, &stop, &mut |_| {});
        let second = solve(&problem, &options, &stop, &mut |_| {});
        prop_assert_eq!(first, second);
    }
}

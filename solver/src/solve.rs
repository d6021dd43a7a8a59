//! The entry point: checks what cannot be placed whatever the search does, constructs, repairs,
//! anneals, and says for every lecture left out why.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::anneal::{anneal, AnnealParams, Best};
use crate::budget::Budget;
use crate::construct::{construct, repair};
use crate::model::Problem;
use crate::rng::Rng;
use crate::score::Placement;
use crate::state::State;

/// The steps of a run when neither a step budget nor a time limit is given.
pub const DEFAULT_STEPS: u64 = 20_000_000;

/// How long to search and from which seed. The run ends at whichever of `max_steps` and
/// `time_limit` comes first; with a step budget alone the result depends only on the problem,
/// the seed and the budget.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SolveOptions {
    pub seed: u64,
    pub max_steps: Option<u64>,
    pub time_limit: Option<Duration>,
    pub anneal: AnnealParams,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Placing lectures one by one.
    Constructing,
    /// Moving lectures aside to make room for those that found no slot.
    Repairing,
    /// Lowering the soft penalty of a timetable.
    Improving,
}

/// How far a run has got, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Progress {
    pub phase: Phase,
    /// Share of the budget spent, from 0 to 1.
    pub done: f64,
    pub steps: u64,
    /// Lectures not placed in the best timetable so far.
    pub unplaced: usize,
    /// Soft penalty of the best timetable so far.
    pub penalty: u64,
}

/// Why lectures of a course are not in the timetable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnplacedReason {
    /// The course may use no room.
    NoRoom,
    /// The course and its teacher are both available in fewer periods than the course has lectures.
    TooFewAvailablePeriods { available: usize, lectures: usize },
    /// The teacher's courses have more lectures than the periods the teacher is available.
    TeacherOverbooked { teacher: usize, lectures: usize, available: usize },
    /// The courses of a curriculum have more lectures than the week has periods.
    CurriculumOverbooked { curriculum: usize, lectures: usize, periods: usize },
    /// The run was stopped before a place was found.
    Stopped,
    /// Every slot left clashes with another lecture, and the search found no way round it in
    /// its budget.
    NoClashFreeSlot,
}

/// Lectures of one course that are not in the timetable, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unplaced {
    pub course: usize,
    pub lectures: usize,
    pub reason: UnplacedReason,
}

/// What a run found: a clash-free timetable of the lectures it could place, and the others.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    pub placements: Vec<Placement>,
    pub unplaced: Vec<Unplaced>,
    /// Soft penalty of `placements`.
    pub penalty: u64,
    pub steps: u64,
    /// Whether the stop flag ended the run.
    pub stopped: bool,
}

/// Share of the budget the repair may use before the annealing takes over.
const REPAIR_SHARE: f64 = 0.5;

/// Solves `problem`. `stop` ends the run early (the best timetable so far is returned);
/// `on_progress` is called every few thousand steps.
pub fn solve(problem: &Problem, options: &SolveOptions, stop: &AtomicBool, on_progress: &mut dyn FnMut(&Progress)) -> Solution {
    let mut rng = Rng::new(options.seed);
    let max_steps = options.max_steps.unwrap_or(if options.time_limit.is_some() { u64::MAX } else { DEFAULT_STEPS });
    let mut budget = Budget::new(max_steps, options.time_limit, stop);
    let (skip, fixed_reasons) = hopeless(problem);
    let mut state = State::new(problem);

    on_progress(&Progress { phase: Phase::Constructing, done: 0.0, steps: 0, unplaced: state.unplaced().len(), penalty: 0 });
    {
        let budget = &mut budget;
        construct(&mut state, &skip, &mut rng, &mut || !budget.step());
    }
    if state.unplaced().iter().any(|&l| !skip[l as usize]) {
        on_progress(&progress(Phase::Repairing, &budget, state.unplaced().len(), state.soft()));
        let budget = &mut budget;
        repair(&mut state, &skip, &mut rng, &mut || budget.fraction() >= REPAIR_SHARE || !budget.step());
    }

    let mut best = Best::of(&state);
    let mut report = |budget: &Budget<'_>, best: &Best| {
        on_progress(&progress(Phase::Improving, budget, best.unplaced, best.soft));
    };
    anneal(&mut state, &skip, &mut budget, &mut rng, &options.anneal, &mut best, &mut report);
    state.restore(&best.snapshot);

    let stopped = budget.stopped();
    let mut unplaced: Vec<Unplaced> = Vec::new();
    for &l in state.unplaced() {
        let course = problem.lecture_course[l as usize] as usize;
        let reason = fixed_reasons[l as usize].unwrap_or(if stopped { UnplacedReason::Stopped } else { UnplacedReason::NoClashFreeSlot });
        match unplaced.iter_mut().find(|u| u.course == course && u.reason == reason) {
            Some(u) => u.lectures += 1,
            None => unplaced.push(Unplaced { course, lectures: 1, reason }),
        }
    }
    unplaced.sort_by_key(|u| u.course);
    Solution { placements: state.placements(), unplaced, penalty: state.soft().max(0) as u64, steps: budget.steps(), stopped }
}

fn progress(phase: Phase, budget: &Budget<'_>, unplaced: usize, soft: i64) -> Progress {
    Progress { phase, done: budget.fraction(), steps: budget.steps(), unplaced, penalty: soft.max(0) as u64 }
}

/// The lectures no search can place (skipped), and the reason of every lecture that may end up
/// unplaced for a reason of the data rather than of the search.
fn hopeless(problem: &Problem) -> (Vec<bool>, Vec<Option<UnplacedReason>>) {
    let spec = problem.spec();
    let lectures = problem.lectures();
    let mut skip = vec![false; lectures];
    let mut reasons: Vec<Option<UnplacedReason>> = vec![None; lectures];

    let mut teacher_lectures = vec![0usize; spec.teachers.len()];
    let mut curriculum_lectures = vec![0usize; spec.curricula];
    for (c, course) in spec.courses.iter().enumerate() {
        teacher_lectures[course.teacher] += course.lectures;
        for &q in &problem.course_curricula[c] {
            curriculum_lectures[q as usize] += course.lectures;
        }
    }
    let teacher_available: Vec<usize> = spec
        .teachers
        .iter()
        .map(|t| {
            let mut slots = t.unavailable.clone();
            slots.sort_unstable();
            slots.dedup();
            problem.periods - slots.len()
        })
        .collect();

    for (c, course) in spec.courses.iter().enumerate() {
        let first = problem.first_lecture[c];
        let teacher = course.teacher;
        let data_reason = if teacher_lectures[teacher] > teacher_available[teacher] {
            Some(UnplacedReason::TeacherOverbooked { teacher, lectures: teacher_lectures[teacher], available: teacher_available[teacher] })
        } else {
            problem.course_curricula[c]
                .iter()
                .map(|&q| q as usize)
                .find(|&q| curriculum_lectures[q] > problem.periods)
                .map(|q| UnplacedReason::CurriculumOverbooked { curriculum: q, lectures: curriculum_lectures[q], periods: problem.periods })
        };
        let available = (0..problem.periods).filter(|&p| problem.available[c * problem.periods + p]).count();
        for i in 0..course.lectures {
            let l = first + i;
            if problem.course_rooms[c].is_empty() {
                skip[l] = true;
                reasons[l] = Some(UnplacedReason::NoRoom);
            } else if i >= available {
                skip[l] = true;
                reasons[l] = Some(UnplacedReason::TooFewAvailablePeriods { available, lectures: course.lectures });
            } else {
                reasons[l] = data_reason;
            }
        }
    }
    (skip, reasons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tests::small;
    use crate::model::{TimeSlot, Weights};
    use std::sync::atomic::Ordering;

    fn run(problem: &Problem, steps: u64) -> Solution {
        let stop = AtomicBool::new(false);
        solve(problem, &SolveOptions { seed: 3, max_steps: Some(steps), ..SolveOptions::default() }, &stop, &mut |_| {})
    }

    /// The lowest soft penalty of any feasible timetable, by trying them all.
    fn optimum_by_brute_force(problem: &Problem) -> u64 {
        let slots: Vec<(TimeSlot, usize)> =
            (0..problem.periods).flat_map(|p| (0..problem.rooms).map(move |r| (p, r))).map(|(p, r)| (problem.slot(p), r)).collect();
        let lectures = problem.lectures();
        let mut choice = vec![0usize; lectures];
        let mut best = u64::MAX;
        loop {
            let placements: Vec<Placement> = (0..lectures)
                .map(|l| Placement { course: problem.lecture_course[l] as usize, slot: slots[choice[l]].0, room: slots[choice[l]].1 })
                .collect();
            let score = crate::score::score(problem, &placements);
            if score.hard.total() == 0 {
                best = best.min(score.soft.total());
            }
            let Some(l) = (0..lectures).find(|&l| choice[l] + 1 < slots.len()) else { return best };
            choice[l] += 1;
            choice[..l].iter_mut().for_each(|c| *c = 0);
        }
    }

    #[test]
    fn the_small_problem_is_solved_to_its_optimum() {
        let problem = Problem::new(small()).unwrap();
        let solution = run(&problem, 100_000);
        assert!(solution.unplaced.is_empty());
        assert_eq!(crate::score::score(&problem, &solution.placements).hard.total(), 0);
        // Course 0 needs both days, so one of its lectures is alone in curriculum 0; course 2's two
        // lectures and course 1 cannot all sit together beside course 0 in three periods.
        assert_eq!(solution.penalty, optimum_by_brute_force(&problem));
        assert_eq!(solution.penalty, 4);
    }

    #[test]
    fn lectures_that_cannot_be_placed_are_listed_with_their_reason() {
        let mut spec = small();
        // Course 1 may use no room.
        spec.courses[1].rooms = Some(vec![]);
        // Course 2 (teacher 0) is available in one period only, but has two lectures.
        spec.courses[2].unavailable = (0..2).flat_map(|day| (0..3).map(move |period| TimeSlot { day, period })).skip(1).collect();
        let problem = Problem::new(spec).unwrap();
        let solution = run(&problem, 10_000);
        assert_eq!(
            solution.unplaced,
            vec![
                Unplaced { course: 1, lectures: 1, reason: UnplacedReason::NoRoom },
                Unplaced { course: 2, lectures: 1, reason: UnplacedReason::TooFewAvailablePeriods { available: 1, lectures: 2 } },
            ]
        );
        assert_eq!(solution.placements.len(), 3);
    }

    #[test]
    fn an_overbooked_teacher_is_named() {
        let mut spec = small();
        // Teacher 0 is away all of day 1: three periods left for four lectures.
        spec.teachers[0].unavailable = (0..3).map(|period| TimeSlot { day: 1, period }).collect();
        let problem = Problem::new(spec).unwrap();
        let solution = run(&problem, 10_000);
        assert_eq!(
            solution.unplaced,
            vec![Unplaced {
                course: solution.unplaced[0].course,
                lectures: 1,
                reason: UnplacedReason::TeacherOverbooked { teacher: 0, lectures: 4, available: 3 }
            }]
        );
    }

    #[test]
    fn a_raised_stop_flag_ends_the_run_with_the_reason() {
        let problem = Problem::new(small()).unwrap();
        let stop = AtomicBool::new(true);
        let solution = solve(&problem, &SolveOptions::default(), &stop, &mut |_| {});
        assert!(solution.stopped);
        assert!(solution.unplaced.iter().all(|u| u.reason == UnplacedReason::Stopped));
        assert_eq!(solution.unplaced.iter().map(|u| u.lectures).sum::<usize>() + solution.placements.len(), 5);
    }

    #[test]
    fn progress_is_reported_and_the_flag_can_stop_from_the_callback() {
        let problem = Problem::new(small()).unwrap();
        let stop = AtomicBool::new(false);
        let mut seen = Vec::new();
        let solution = solve(&problem, &SolveOptions { max_steps: Some(1_000_000), ..SolveOptions::default() }, &stop, &mut |p| {
            seen.push(*p);
            if p.steps > 50_000 {
                stop.store(true, Ordering::Relaxed);
            }
        });
        assert!(solution.stopped);
        assert!(solution.steps < 100_000);
        assert!(solution.unplaced.is_empty(), "construction came before the stop");
        assert_eq!(seen[0].phase, Phase::Constructing);
        assert!(seen.iter().any(|p| p.phase == Phase::Improving));
        assert!(seen.windows(2).all(|w| w[0].done <= w[1].done && w[0].penalty >= w[1].penalty || w[0].phase != w[1].phase));
    }

    #[test]
    fn a_teachers_lectures_go_to_the_periods_they_prefer() {
        let mut spec = small();
        // Teacher 0 (courses 0 and 2, four lectures) prefers the second and third periods of both
        // days; teacher 1 has no preference.
        spec.teachers[0].preferred = (0..2).flat_map(|day| (1..3).map(move |period| TimeSlot { day, period })).collect();
        spec.weights = Weights { preferred_periods: 10, ..Weights::ITC2007 };
        let problem = Problem::new(spec.clone()).unwrap();
        let solution = run(&problem, 100_000);
        assert!(solution.unplaced.is_empty());
        let score = crate::score::score(&problem, &solution.placements);
        assert_eq!(score.soft.preferred_periods, 0, "{:?}", solution.placements);
        for placement in solution.placements.iter().filter(|p| spec.courses[p.course].teacher == 0) {
            assert!(spec.teachers[0].preferred.contains(&placement.slot), "{placement:?}");
        }
        assert_eq!(solution.penalty, optimum_by_brute_force(&problem));
        // Each lecture put in a period its teacher does not prefer costs exactly the weight.
        let moved: Vec<Placement> = solution
            .placements
            .iter()
            .map(|p| {
                if spec.courses[p.course].teacher == 0 && p.course == 0 {
                    Placement { slot: TimeSlot { day: p.slot.day, period: 0 }, ..*p }
                } else {
                    *p
                }
            })
            .collect();
        let outside = moved.iter().filter(|p| spec.courses[p.course].teacher == 0 && p.slot.period == 0).count() as u64;
        assert!(outside > 0);
        assert_eq!(crate::score::score(&problem, &moved).soft.preferred_periods, 10 * outside);
    }

    #[test]
    fn a_fixed_lecture_is_never_pushed_out_of_its_place() {
        // One room, one day of two periods. Course 0 is fixed in period 0; course 1 may use only
        // period 0 too, so one of them cannot be placed: never the fixed one, whatever the seed.
        let course = |fixed, unavailable: Vec<TimeSlot>| crate::model::CourseSpec {
            lectures: 1,
            min_working_days: 1,
            students: 1,
            teacher: usize::from(fixed),
            curricula: vec![],
            unavailable,
            rooms: None,
            fixed,
        };
        let spec = crate::model::ProblemSpec {
            days: 1,
            periods_per_day: 2,
            rooms: vec![crate::model::RoomSpec { capacity: 10 }],
            teachers: vec![crate::model::TeacherSpec::default(), crate::model::TeacherSpec::default()],
            curricula: 0,
            courses: vec![course(true, vec![TimeSlot { day: 0, period: 1 }]), course(false, vec![TimeSlot { day: 0, period: 1 }])],
            weights: Weights::ITC2007,
        };
        let problem = Problem::new(spec).unwrap();
        for seed in 0..40 {
            let stop = AtomicBool::new(false);
            let options = SolveOptions { seed, max_steps: Some(2_000), ..SolveOptions::default() };
            let solution = solve(&problem, &options, &stop, &mut |_| {});
            assert_eq!(solution.placements.iter().map(|p| p.course).collect::<Vec<_>>(), vec![0], "seed {seed}");
            assert_eq!(solution.unplaced.iter().map(|u| u.course).collect::<Vec<_>>(), vec![1], "seed {seed}");
        }
    }
}

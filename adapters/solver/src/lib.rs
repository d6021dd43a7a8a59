//! The `solver` crate behind the application's timetabling port: the port's problem becomes the
//! solver's, the search runs for the time asked (or, for a run that must repeat, a number of steps
//! from a seed) and relays its progress; a `false` from the listener raises the solver's stop flag.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use application::ports::{
    ProgressSink, SolverLeftOut, SolverPlacement, SolverProgress, SolverUnplaced, TimetableProblem, TimetableSolution, TimetableSolver,
    WeekSlot,
};
use application::AppError;

/// The search. `Default` searches for the time each run asks, from one fixed seed.
#[derive(Debug, Clone, Copy)]
pub struct SearchSolver {
    seed: u64,
    /// When set, the search stops after this many steps whatever the time asked, so that a run
    /// gives the same answer every time.
    steps: Option<u64>,
}

impl Default for SearchSolver {
    fn default() -> Self {
        SearchSolver { seed: 1, steps: None }
    }
}

impl SearchSolver {
    /// A search of `steps` steps from `seed`: the same problem gets the same answer.
    pub fn repeatable(seed: u64, steps: u64) -> SearchSolver {
        SearchSolver { seed, steps: Some(steps) }
    }
}

impl TimetableSolver for SearchSolver {
    fn solve(&self, problem: &TimetableProblem, seconds: u32, sink: &mut dyn ProgressSink) -> Result<TimetableSolution, AppError> {
        let problem = solver::Problem::new(spec_of(problem)).map_err(AppError::internal)?;
        let options = solver::SolveOptions {
            seed: self.seed,
            max_steps: self.steps,
            time_limit: self.steps.is_none().then(|| Duration::from_secs(u64::from(seconds))),
            ..solver::SolveOptions::default()
        };
        let stop = AtomicBool::new(false);
        let mut relay = |progress: &solver::Progress| {
            let go_on = sink.report(&SolverProgress { done: progress.done, penalty: progress.penalty, unplaced: progress.unplaced });
            if !go_on {
                stop.store(true, Ordering::Relaxed);
            }
        };
        Ok(solution_of(solver::solve(&problem, &options, &stop, &mut relay)))
    }
}

fn slot(slot: &WeekSlot) -> solver::TimeSlot {
    solver::TimeSlot { day: slot.day, period: slot.period }
}

fn spec_of(problem: &TimetableProblem) -> solver::ProblemSpec {
    let costs = &problem.costs;
    solver::ProblemSpec {
        days: problem.days,
        periods_per_day: problem.periods_per_day,
        rooms: problem.room_capacities.iter().map(|capacity| solver::RoomSpec { capacity: *capacity }).collect(),
        teachers: problem
            .teachers
            .iter()
            .map(|t| solver::TeacherSpec {
                unavailable: t.unavailable.iter().map(slot).collect(),
                preferred: t.preferred.iter().map(slot).collect(),
            })
            .collect(),
        curricula: problem.curricula,
        courses: problem
            .courses
            .iter()
            .map(|c| solver::CourseSpec {
                lectures: c.lessons,
                min_working_days: c.min_working_days,
                students: c.students,
                teacher: c.teacher,
                curricula: c.curricula.clone(),
                unavailable: c.unavailable.iter().map(slot).collect(),
                rooms: c.rooms.clone(),
                fixed: c.fixed,
            })
            .collect(),
        weights: solver::Weights {
            room_capacity: costs.room_capacity,
            min_working_days: costs.min_working_days,
            compactness: costs.compactness,
            room_stability: costs.room_stability,
            preferred_periods: costs.preferred_periods,
        },
    }
}

fn solution_of(solution: solver::Solution) -> TimetableSolution {
    TimetableSolution {
        placements: solution
            .placements
            .iter()
            .map(|p| SolverPlacement { course: p.course, slot: WeekSlot { day: p.slot.day, period: p.slot.period }, room: p.room })
            .collect(),
        unplaced: solution
            .unplaced
            .iter()
            .map(|u| SolverUnplaced { course: u.course, lessons: u.lectures, reason: left_out(u.reason) })
            .collect(),
        penalty: solution.penalty,
        stopped: solution.stopped,
    }
}

fn left_out(reason: solver::UnplacedReason) -> SolverLeftOut {
    match reason {
        solver::UnplacedReason::NoRoom => SolverLeftOut::NoRoom,
        solver::UnplacedReason::TooFewAvailablePeriods { available, lectures } => {
            SolverLeftOut::TooFewAvailablePeriods { available, lessons: lectures }
        }
        solver::UnplacedReason::TeacherOverbooked { lectures, available, .. } => {
            SolverLeftOut::TeacherOverbooked { lessons: lectures, available }
        }
        solver::UnplacedReason::CurriculumOverbooked { lectures, periods, .. } => {
            SolverLeftOut::CurriculumOverbooked { lessons: lectures, periods }
        }
        solver::UnplacedReason::Stopped => SolverLeftOut::Stopped,
        solver::UnplacedReason::NoClashFreeSlot => SolverLeftOut::NoClashFreeSlot,
    }
}

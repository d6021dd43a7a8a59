use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::ports::{ProgressSink, SolverProgress, TimetableSolver};
use crate::AppError;

/// The `solver` crate behind the port: checks the problem, searches for `seconds` and relays its
/// progress; a `false` from the caller raises the solver's stop flag.
#[derive(Debug, Clone, Copy, Default)]
pub struct PureSolver;

impl TimetableSolver for PureSolver {
    fn solve(&self, problem: solver::ProblemSpec, seconds: u32, sink: &mut dyn ProgressSink) -> Result<solver::Solution, AppError> {
        let problem = solver::Problem::new(problem).map_err(AppError::internal)?;
        let options = solver::SolveOptions {
            seed: 1,
            max_steps: None,
            time_limit: Some(Duration::from_secs(u64::from(seconds))),
            ..solver::SolveOptions::default()
        };
        let stop = AtomicBool::new(false);
        let mut relay = |progress: &solver::Progress| {
            let go_on = sink.report(&SolverProgress { done: progress.done, penalty: progress.penalty, unplaced: progress.unplaced });
            if !go_on {
                stop.store(true, Ordering::Relaxed);
            }
        };
        Ok(solver::solve(&problem, &options, &stop, &mut relay))
    }
}

use std::time::{Duration, Instant};

use domain::timetable::{RunId, RunStatus};

use super::{assemble, disassemble};
use crate::ports::{in_transaction, Lock, ProgressSink, RunResult, SolverProgress, TimetableSolver, UnitOfWork};
use crate::AppError;

/// How often a run writes its progress (and reads whether it is asked to stop).
pub const PROGRESS_EVERY: Duration = Duration::from_millis(500);

pub struct ExecuteRun<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub solver: &'a dyn TimetableSolver,
}

impl ExecuteRun<'_> {
    /// Computes a started run: reads what the timetable is made of, solves, writes progress every
    /// half second (each in a short transaction of its own), and stores the draft with the lessons
    /// left out. Any failure ends the run FAILED. Blocks for the run's seconds: call it on a
    /// thread of its own, never on an async worker.
    pub fn execute(&self, id: RunId) -> Result<(), AppError> {
        let outcome = self.compute(id);
        if let Err(error) = &outcome {
            let failed =
                RunResult { status: RunStatus::Failed, penalty: None, placed: 0, total: 0, unplaced: Vec::new(), lessons: Vec::new() };
            in_transaction(self.unit, |tx| tx.timetable().finish(id, &failed))?;
            return Err(AppError::internal(format!("timetable run {} failed: {error}", id.get())));
        }
        outcome
    }

    fn compute(&self, id: RunId) -> Result<(), AppError> {
        let (run, data) = in_transaction(self.unit, |tx| {
            let run = tx.timetable().run(id, Lock::None)?.ok_or(AppError::NotFound)?;
            let data = tx.timetable().data(run.institution_id, Some(run.dates))?;
            Ok((run, data))
        })?;
        let assembly = assemble(&data, run.dates);
        let total = assembly.total as i32;
        let mut sink = Reporter { unit: self.unit, run: id, total, last: Instant::now(), stopped: run.stop_requested, failure: None };
        let solution = self.solver.solve(&assembly.problem, run.seconds, &mut sink)?;
        if let Some(error) = sink.failure {
            return Err(error);
        }
        let (lessons, unplaced) = disassemble(&assembly, &data, &solution);
        let left_out: u32 = unplaced.iter().map(|u| u.lessons).sum();
        let result = RunResult {
            status: if solution.stopped { RunStatus::Stopped } else { RunStatus::Done },
            penalty: Some(solution.penalty as i64),
            placed: lessons.len() as i32,
            total: (lessons.len() as u32 + left_out) as i32,
            unplaced,
            lessons,
        };
        in_transaction(self.unit, |tx| tx.timetable().finish(id, &result))
    }
}

/// Writes a run's progress to the database every [`PROGRESS_EVERY`] and reads back whether it is
/// asked to stop.
struct Reporter<'a> {
    unit: &'a dyn UnitOfWork,
    run: RunId,
    total: i32,
    last: Instant,
    stopped: bool,
    failure: Option<AppError>,
}

impl ProgressSink for Reporter<'_> {
    fn report(&mut self, progress: &SolverProgress) -> bool {
        if self.stopped {
            return false;
        }
        if self.last.elapsed() < PROGRESS_EVERY {
            return true;
        }
        self.last = Instant::now();
        let (id, total) = (self.run, self.total);
        let placed = total - (progress.unplaced as i32).min(total);
        let done = progress.done.clamp(0.0, 1.0);
        match in_transaction(self.unit, |tx| tx.timetable().progress(id, done, Some(progress.penalty as i64), placed, total)) {
            Ok(stop) => self.stopped = stop,
            Err(error) => {
                self.failure = Some(error);
                self.stopped = true;
            }
        }
        !self.stopped
    }
}

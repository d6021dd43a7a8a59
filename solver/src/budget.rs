//! How much of the run is spent: steps taken against a step budget, time against a time limit,
//! and the caller's stop flag. The time is read only when a time limit is given, and only every
//! few hundred steps.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How often, in steps, the clock and the stop flag are read.
const CHECK_EVERY: u64 = 256;

pub(crate) struct Budget<'a> {
    start: Option<Instant>,
    time_limit: Option<Duration>,
    max_steps: u64,
    steps: u64,
    stop: &'a AtomicBool,
    stopped: bool,
    fraction: f64,
}

impl<'a> Budget<'a> {
    pub(crate) fn new(max_steps: u64, time_limit: Option<Duration>, stop: &'a AtomicBool) -> Budget<'a> {
        Budget { start: time_limit.map(|_| Instant::now()), time_limit, max_steps, steps: 0, stop, stopped: false, fraction: 0.0 }
    }

    /// Counts one step; false once the budget is spent or the stop flag raised.
    #[inline]
    pub(crate) fn step(&mut self) -> bool {
        self.steps += 1;
        if self.steps.is_multiple_of(CHECK_EVERY) {
            self.refresh();
        }
        !self.is_over()
    }

    pub(crate) fn refresh(&mut self) {
        if self.stop.load(Ordering::Relaxed) {
            self.stopped = true;
        }
        let by_steps = self.steps as f64 / self.max_steps.max(1) as f64;
        let by_time = match (self.start, self.time_limit) {
            (Some(start), Some(limit)) => start.elapsed().as_secs_f64() / limit.as_secs_f64().max(1e-9),
            _ => 0.0,
        };
        self.fraction = by_steps.max(by_time).min(1.0);
    }

    pub(crate) fn is_over(&self) -> bool {
        self.stopped || self.fraction >= 1.0
    }

    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    /// The share of the budget spent, from 0 to 1, as of the last check.
    pub(crate) fn fraction(&self) -> f64 {
        self.fraction
    }

    pub(crate) fn steps(&self) -> u64 {
        self.steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_budget_runs_out_after_its_steps() {
        let stop = AtomicBool::new(false);
        let mut budget = Budget::new(1024, None, &stop);
        let taken = (0..5000).take_while(|_| budget.step()).count();
        assert_eq!(taken, 1023);
        assert!(!budget.stopped());
    }

    #[test]
    fn the_stop_flag_ends_the_budget() {
        let stop = AtomicBool::new(false);
        let mut budget = Budget::new(u64::MAX, None, &stop);
        assert!((0..1000).all(|_| budget.step()));
        stop.store(true, Ordering::Relaxed);
        assert!((0..1000).any(|_| !budget.step()));
        assert!(budget.stopped());
    }
}

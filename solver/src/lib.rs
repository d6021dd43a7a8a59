//! A timetabling solver: from courses, curricula, teachers and rooms, a clash-free weekly
//! timetable with a low soft penalty, and the list of lectures it could not place with the
//! reason of each. Pure code: no I/O, no threads; time is read only when a time limit is given.
//!
//! # The model
//!
//! A week is `days × periods_per_day` periods. A *course* needs a number of lectures a week,
//! is taught by one *teacher* to one or more *curricula* (a group, or a subgroup: see
//! [`CourseSpec`]) with a number of students, may be barred from some periods and restricted to
//! some rooms, and may be fixed where it is (a lecture already held: the search never moves it
//! nor pushes it out). Hard constraints, never broken by a returned timetable: no curriculum,
//! teacher or room has two lectures at once, nor a course two lectures in one period; no lecture
//! in a period its course or teacher cannot take; no lecture in a room its course may not use. Soft
//! constraints, weighted per institution by [`Weights`]: students above a room's capacity, days
//! below a course's minimum working days, lectures of a curriculum with no neighbour in their day
//! (gaps), rooms beyond the first for a course, lectures outside a teacher's preferred periods.
//! These are the rules of the ITC2007 curriculum-based course timetabling track, plus preferred
//! periods; [`score()`] computes them from scratch for any list of placements.
//!
//! # The search
//!
//! 1. Lectures that no search can place are set aside with their reason (no room; fewer
//!    available periods than lectures).
//! 2. Construction by saturation degree: the course with the fewest free periods left goes
//!    first, each lecture to the free slot that raises the soft penalty least.
//! 3. If some lectures found no slot, repair by ejection chains: an unplaced lecture goes to the
//!    slot that pushes out the fewest others (recently placed ones count more), the pushed-out
//!    join the unplaced, until none is left or half the budget is spent.
//! 4. Simulated annealing over feasible timetables for the rest of the budget: move a lecture to
//!    another period and/or room, swapping with the lecture there; moves that break a hard
//!    constraint are not made. Each move's change of penalty is computed from a handful of
//!    counters (a day's occupancy is the bits of a `u32`), so millions of moves a second are
//!    tried. One move in ten is a Kempe chain: a lecture trades periods together with all it
//!    clashes with, which crosses regions of dense instances that single moves cannot. The
//!    temperature falls geometrically with the share of the budget spent; the best timetable
//!    seen is returned.
//!
//! With a step budget the run is deterministic for a seed; with a time limit it depends on the
//! machine's speed. A stop flag and a progress callback let a caller show and end a run.

mod anneal;
mod budget;
mod construct;
mod kempe;
mod model;
mod rng;
mod score;
mod solve;
mod state;

#[cfg(test)]
mod properties;

pub use anneal::AnnealParams;
pub use model::{
    CourseSpec, Problem, ProblemError, ProblemSpec, RoomSpec, TeacherSpec, TimeSlot, Weights, MAX_PERIODS, MAX_PERIODS_PER_DAY, MAX_ROOMS,
};
pub use score::{score, HardViolations, Placement, Score, SoftPenalty};
pub use solve::{solve, Phase, Progress, Solution, SolveOptions, Unplaced, UnplacedReason, DEFAULT_STEPS};

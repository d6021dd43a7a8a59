//! The timetabling solver as the use cases see it. The problem is a week of days × periods, rooms,
//! teachers, curricula (a group, or one subgroup of it: students who cannot be in two places at
//! once) and courses whose lessons must be placed; the answer is where each lesson goes and what
//! could not be placed, and why. Indices are positions in the problem's lists.

use crate::AppError;

/// A period of the week: a day (0 is Monday) and a period of that day, both counted from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WeekSlot {
    pub day: usize,
    pub period: usize,
}

/// What each soft rule costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SoftCosts {
    /// Per student above the room's capacity, per lesson.
    pub room_capacity: u32,
    /// Per day below a course's fewest working days.
    pub min_working_days: u32,
    /// Per lesson of a curriculum with no lesson of the same curriculum next to it that day.
    pub compactness: u32,
    /// Per room beyond the first that a course uses.
    pub room_stability: u32,
    /// Per lesson outside its teacher's preferred periods.
    pub preferred_periods: u32,
}

/// A teacher: the periods they cannot teach and those they prefer (empty: no preference).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SolverTeacher {
    pub unavailable: Vec<WeekSlot>,
    pub preferred: Vec<WeekSlot>,
}

/// A subject taught to some curricula: its lessons a week, the fewest days they should spread
/// over, its students, its teacher, its curricula, the periods it cannot take, the rooms it may
/// use (`None`: any) and whether it is fixed where it is (a published lesson, never pushed out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolverCourse {
    pub lessons: usize,
    pub min_working_days: usize,
    pub students: u32,
    pub teacher: usize,
    pub curricula: Vec<usize>,
    pub unavailable: Vec<WeekSlot>,
    pub rooms: Option<Vec<usize>>,
    pub fixed: bool,
}

/// Everything the solver is given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimetableProblem {
    pub days: usize,
    pub periods_per_day: usize,
    /// Each room's seats.
    pub room_capacities: Vec<u32>,
    pub teachers: Vec<SolverTeacher>,
    pub curricula: usize,
    pub courses: Vec<SolverCourse>,
    pub costs: SoftCosts,
}

/// One lesson of a course placed in a period and a room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolverPlacement {
    pub course: usize,
    pub slot: WeekSlot,
    pub room: usize,
}

/// Why lessons of a course are not in the timetable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolverLeftOut {
    /// The course may use no room.
    NoRoom,
    /// The course and its teacher are both free in fewer periods than it has lessons.
    TooFewAvailablePeriods { available: usize, lessons: usize },
    /// The teacher's courses have more lessons than the periods the teacher is free.
    TeacherOverbooked { lessons: usize, available: usize },
    /// The courses of a curriculum have more lessons than the week has periods.
    CurriculumOverbooked { lessons: usize, periods: usize },
    /// The run was stopped before a place was found.
    Stopped,
    /// Every period left clashes with another lesson, and the search found no way round it.
    NoClashFreeSlot,
}

/// Lessons of one course that are not in the timetable, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolverUnplaced {
    pub course: usize,
    pub lessons: usize,
    pub reason: SolverLeftOut,
}

/// What a run found: a clash-free timetable of the lessons it could place, and the others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimetableSolution {
    pub placements: Vec<SolverPlacement>,
    pub unplaced: Vec<SolverUnplaced>,
    /// The soft rules' cost of `placements`.
    pub penalty: u64,
    /// Whether a stop ended the run.
    pub stopped: bool,
}

/// How far a solver got, for the progress bar.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SolverProgress {
    /// From 0 to 1.
    pub done: f64,
    pub penalty: u64,
    pub unplaced: usize,
}

/// Who hears a solver's progress.
pub trait ProgressSink {
    /// Whether to go on: false asks the solver to stop and return the best it has.
    fn report(&mut self, progress: &SolverProgress) -> bool;
}

/// The timetabling solver. Pure: it reads nothing and writes nothing. `Internal` when the
/// problem is malformed.
#[cfg_attr(test, mockall::automock)]
pub trait TimetableSolver: Send + Sync {
    /// Searches for at most `seconds`, reporting progress as it goes.
    fn solve(&self, problem: &TimetableProblem, seconds: u32, progress: &mut dyn ProgressSink) -> Result<TimetableSolution, AppError>;
}

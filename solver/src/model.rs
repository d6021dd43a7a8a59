//! The problem the solver is given: a week of days × periods, rooms, teachers, curricula (groups
//! and subgroups) and courses whose lectures must be placed. [`ProblemSpec`] is the unchecked form
//! an adapter fills in; [`Problem::new`] checks it once and precomputes the tables the search
//! reads, so that every index inside a [`Problem`] is known to be in range.

use thiserror::Error;

/// The most periods a day may have: a day's occupancy is kept as the bits of a `u32`.
pub const MAX_PERIODS_PER_DAY: usize = 32;
/// The most periods a week may have, so that a period fits in a `u16` beside a marker for "none".
pub const MAX_PERIODS: usize = 4096;
/// The most rooms, again so that a room fits in a `u16`.
pub const MAX_ROOMS: usize = 4096;

/// A period of the week: a day and a period of that day, both counted from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TimeSlot {
    pub day: usize,
    pub period: usize,
}

/// How much each soft constraint costs. An institution edits these; the ITC2007 rules are
/// [`Weights::ITC2007`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// Per student above the room's capacity, per lecture.
    pub room_capacity: u32,
    /// Per day below a course's minimum number of working days.
    pub min_working_days: u32,
    /// Per lecture of a curriculum with no lecture of the same curriculum in an adjacent period
    /// of the same day (a gap in a group's day).
    pub compactness: u32,
    /// Per room beyond the first that a course uses.
    pub room_stability: u32,
    /// Per lecture outside its teacher's preferred periods (teachers without preferences cost
    /// nothing).
    pub preferred_periods: u32,
}

impl Weights {
    /// The weights of the ITC2007 curriculum-based track (which has no preferred periods).
    pub const ITC2007: Weights = Weights { room_capacity: 1, min_working_days: 5, compactness: 2, room_stability: 1, preferred_periods: 0 };
}

impl Default for Weights {
    fn default() -> Self {
        Weights { preferred_periods: 1, ..Weights::ITC2007 }
    }
}

/// A room and how many students it seats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomSpec {
    pub capacity: u32,
}

/// A teacher: the periods they cannot teach (hard) and the periods they prefer (soft; empty means
/// no preference).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TeacherSpec {
    pub unavailable: Vec<TimeSlot>,
    pub preferred: Vec<TimeSlot>,
}

/// A course (a subject taught to some curricula): its lectures per week, the fewest days they
/// should spread over, its students, its teacher, the curricula that attend it, the periods it
/// cannot take, the rooms it may use (`None`: any room) and whether it is fixed in place.
///
/// A curriculum is a set of students who cannot be in two places at once. A group split into
/// subgroups is modelled by one curriculum per subgroup: a lecture of the whole group belongs to
/// every subgroup's curriculum, a subgroup's lecture to its own only, so two subgroups may have
/// lectures at the same time but never at the time of the whole group's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourseSpec {
    pub lectures: usize,
    pub min_working_days: usize,
    pub students: u32,
    pub teacher: usize,
    pub curricula: Vec<usize>,
    pub unavailable: Vec<TimeSlot>,
    pub rooms: Option<Vec<usize>>,
    /// A lecture already held where it is (a published lesson): the search never pushes it out of
    /// its place to make room for another. Its place is given by its periods and rooms.
    pub fixed: bool,
}

/// Everything the solver needs, unchecked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProblemSpec {
    pub days: usize,
    pub periods_per_day: usize,
    pub rooms: Vec<RoomSpec>,
    pub teachers: Vec<TeacherSpec>,
    pub curricula: usize,
    pub courses: Vec<CourseSpec>,
    pub weights: Weights,
}

/// Why a [`ProblemSpec`] cannot be solved as given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProblemError {
    #[error("a week needs at least one day and one period")]
    EmptyWeek,
    #[error("a day has {0} periods, more than {MAX_PERIODS_PER_DAY}")]
    TooManyPeriodsPerDay(usize),
    #[error("a week has {0} periods, more than {MAX_PERIODS}")]
    TooManyPeriods(usize),
    #[error("there are {0} rooms, more than {MAX_ROOMS}")]
    TooManyRooms(usize),
    #[error("course {course} names teacher {teacher}, which does not exist")]
    UnknownTeacher { course: usize, teacher: usize },
    #[error("course {course} names curriculum {curriculum}, which does not exist")]
    UnknownCurriculum { course: usize, curriculum: usize },
    #[error("course {course} names room {room}, which does not exist")]
    UnknownRoom { course: usize, room: usize },
    #[error("course {course} names day {day} period {period}, outside the week")]
    CourseSlotOutsideWeek { course: usize, day: usize, period: usize },
    #[error("teacher {teacher} names day {day} period {period}, outside the week")]
    TeacherSlotOutsideWeek { teacher: usize, day: usize, period: usize },
    #[error("course {course} has {lectures} lectures, more than the week's {periods} periods")]
    TooManyLectures { course: usize, lectures: usize, periods: usize },
}

/// A checked problem with the tables the search reads.
#[derive(Debug, Clone)]
pub struct Problem {
    spec: ProblemSpec,
    pub(crate) days: usize,
    pub(crate) periods_per_day: usize,
    pub(crate) periods: usize,
    pub(crate) rooms: usize,
    /// Per course, its curricula, sorted and without repeats.
    pub(crate) course_curricula: Vec<Vec<u32>>,
    /// Per course, the rooms it may use.
    pub(crate) course_rooms: Vec<Vec<u16>>,
    /// `course * rooms + room`: whether the course may use the room.
    pub(crate) room_allowed: Vec<bool>,
    /// `course * periods + period`: whether neither the course nor its teacher is unavailable.
    pub(crate) available: Vec<bool>,
    /// `course * rooms + room`: the weighted capacity penalty of one lecture there.
    pub(crate) capacity_penalty: Vec<u32>,
    /// `course * periods + period`: the weighted preferred-period penalty of one lecture there.
    pub(crate) period_penalty: Vec<u32>,
    /// Per lecture, its course; lectures are numbered course by course.
    pub(crate) lecture_course: Vec<u32>,
    /// Per course, its first lecture.
    pub(crate) first_lecture: Vec<usize>,
    /// `course * courses + other`: whether the two cannot share a period (same course, same
    /// teacher or a common curriculum).
    pub(crate) conflict: Vec<bool>,
    /// Per course, whether its lectures are fixed where they are (read on every move).
    pub(crate) fixed: Vec<bool>,
}

impl Problem {
    pub fn new(spec: ProblemSpec) -> Result<Problem, ProblemError> {
        let (days, periods_per_day) = (spec.days, spec.periods_per_day);
        if days == 0 || periods_per_day == 0 {
            return Err(ProblemError::EmptyWeek);
        }
        if periods_per_day > MAX_PERIODS_PER_DAY {
            return Err(ProblemError::TooManyPeriodsPerDay(periods_per_day));
        }
        let periods = days.saturating_mul(periods_per_day);
        if periods > MAX_PERIODS {
            return Err(ProblemError::TooManyPeriods(periods));
        }
        let rooms = spec.rooms.len();
        if rooms > MAX_ROOMS {
            return Err(ProblemError::TooManyRooms(rooms));
        }
        let in_week = |slot: &TimeSlot| slot.day < days && slot.period < periods_per_day;
        for (teacher, t) in spec.teachers.iter().enumerate() {
            if let Some(slot) = t.unavailable.iter().chain(&t.preferred).find(|s| !in_week(s)) {
                return Err(ProblemError::TeacherSlotOutsideWeek { teacher, day: slot.day, period: slot.period });
            }
        }
        let courses = spec.courses.len();
        let mut course_curricula = Vec::with_capacity(courses);
        let mut course_rooms = Vec::with_capacity(courses);
        let mut room_allowed = vec![false; courses * rooms];
        let mut available = vec![true; courses * periods];
        let mut capacity_penalty = vec![0; courses * rooms];
        let mut period_penalty = vec![0; courses * periods];
        let mut lecture_course = Vec::new();
        let mut first_lecture = Vec::with_capacity(courses);
        let weights = spec.weights;
        for (course, c) in spec.courses.iter().enumerate() {
            let teacher = spec.teachers.get(c.teacher).ok_or(ProblemError::UnknownTeacher { course, teacher: c.teacher })?;
            if c.lectures > periods {
                return Err(ProblemError::TooManyLectures { course, lectures: c.lectures, periods });
            }
            if let Some(&curriculum) = c.curricula.iter().find(|&&q| q >= spec.curricula) {
                return Err(ProblemError::UnknownCurriculum { course, curriculum });
            }
            let mut curricula: Vec<u32> = c.curricula.iter().map(|&q| q as u32).collect();
            curricula.sort_unstable();
            curricula.dedup();
            course_curricula.push(curricula);
            let mut allowed: Vec<u16> = match &c.rooms {
                None => (0..rooms as u16).collect(),
                Some(list) => {
                    if let Some(&room) = list.iter().find(|&&r| r >= rooms) {
                        return Err(ProblemError::UnknownRoom { course, room });
                    }
                    list.iter().map(|&r| r as u16).collect()
                }
            };
            allowed.sort_unstable();
            allowed.dedup();
            for &r in &allowed {
                room_allowed[course * rooms + r as usize] = true;
            }
            course_rooms.push(allowed);
            for slot in &c.unavailable {
                if !in_week(slot) {
                    return Err(ProblemError::CourseSlotOutsideWeek { course, day: slot.day, period: slot.period });
                }
                available[course * periods + slot.day * periods_per_day + slot.period] = false;
            }
            for slot in &teacher.unavailable {
                available[course * periods + slot.day * periods_per_day + slot.period] = false;
            }
            for (r, room) in spec.rooms.iter().enumerate() {
                capacity_penalty[course * rooms + r] = weights.room_capacity.saturating_mul(c.students.saturating_sub(room.capacity));
            }
            if !teacher.preferred.is_empty() {
                for p in 0..periods {
                    period_penalty[course * periods + p] = weights.preferred_periods;
                }
                for slot in &teacher.preferred {
                    period_penalty[course * periods + slot.day * periods_per_day + slot.period] = 0;
                }
            }
            first_lecture.push(lecture_course.len());
            lecture_course.extend(std::iter::repeat_n(course as u32, c.lectures));
        }
        let mut conflict = vec![false; courses * courses];
        for a in 0..courses {
            for b in 0..courses {
                conflict[a * courses + b] = a == b
                    || spec.courses[a].teacher == spec.courses[b].teacher
                    || course_curricula[a].iter().any(|q| course_curricula[b].binary_search(q).is_ok());
            }
        }
        Ok(Problem {
            days,
            periods_per_day,
            periods,
            rooms,
            course_curricula,
            course_rooms,
            room_allowed,
            available,
            capacity_penalty,
            period_penalty,
            lecture_course,
            first_lecture,
            conflict,
            fixed: spec.courses.iter().map(|c| c.fixed).collect(),
            spec,
        })
    }

    /// The problem as it was given.
    pub fn spec(&self) -> &ProblemSpec {
        &self.spec
    }

    pub fn weights(&self) -> Weights {
        self.spec.weights
    }

    /// How many lectures the week must hold.
    pub fn lectures(&self) -> usize {
        self.lecture_course.len()
    }

    pub(crate) fn courses(&self) -> usize {
        self.spec.courses.len()
    }

    pub(crate) fn curricula(&self) -> usize {
        self.spec.curricula
    }

    pub(crate) fn teachers(&self) -> usize {
        self.spec.teachers.len()
    }

    pub(crate) fn teacher_of(&self, course: usize) -> usize {
        self.spec.courses[course].teacher
    }

    pub(crate) fn min_working_days(&self, course: usize) -> usize {
        self.spec.courses[course].min_working_days
    }

    pub(crate) fn slot(&self, period: usize) -> TimeSlot {
        TimeSlot { day: period / self.periods_per_day, period: period % self.periods_per_day }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Two days of three periods, two rooms, two teachers, two curricula, three courses.
    pub(crate) fn small() -> ProblemSpec {
        ProblemSpec {
            days: 2,
            periods_per_day: 3,
            rooms: vec![RoomSpec { capacity: 30 }, RoomSpec { capacity: 10 }],
            teachers: vec![TeacherSpec::default(), TeacherSpec::default()],
            curricula: 2,
            courses: vec![
                CourseSpec {
                    lectures: 2,
                    min_working_days: 2,
                    students: 20,
                    teacher: 0,
                    curricula: vec![0],
                    unavailable: vec![],
                    rooms: None,
                    fixed: false,
                },
                CourseSpec {
                    lectures: 1,
                    min_working_days: 1,
                    students: 5,
                    teacher: 1,
                    curricula: vec![0, 1],
                    unavailable: vec![TimeSlot { day: 0, period: 0 }],
                    rooms: Some(vec![1]),
                    fixed: false,
                },
                CourseSpec {
                    lectures: 2,
                    min_working_days: 1,
                    students: 12,
                    teacher: 0,
                    curricula: vec![1],
                    unavailable: vec![],
                    rooms: None,
                    fixed: false,
                },
            ],
            weights: Weights::ITC2007,
        }
    }

    #[test]
    fn a_checked_problem_knows_its_tables() {
        let problem = Problem::new(small()).unwrap();
        assert_eq!(problem.lectures(), 5);
        assert_eq!(problem.lecture_course, vec![0, 0, 1, 2, 2]);
        assert!(!problem.available[problem.periods]);
        assert_eq!(problem.course_rooms[1], vec![1]);
        assert_eq!(problem.capacity_penalty[1], 10, "20 students in a room of 10");
        assert!(problem.conflict[2], "courses 0 and 2 share a teacher");
        assert!(problem.conflict[1], "courses 0 and 1 share curriculum 0");
    }

    #[test]
    fn bad_indices_are_refused() {
        let mut spec = small();
        spec.courses[0].teacher = 7;
        assert_eq!(Problem::new(spec).unwrap_err(), ProblemError::UnknownTeacher { course: 0, teacher: 7 });
        let mut spec = small();
        spec.courses[1].curricula.push(2);
        assert_eq!(Problem::new(spec).unwrap_err(), ProblemError::UnknownCurriculum { course: 1, curriculum: 2 });
        let mut spec = small();
        spec.courses[1].rooms = Some(vec![2]);
        assert_eq!(Problem::new(spec).unwrap_err(), ProblemError::UnknownRoom { course: 1, room: 2 });
        let mut spec = small();
        spec.courses[2].unavailable.push(TimeSlot { day: 0, period: 3 });
        assert!(matches!(Problem::new(spec), Err(ProblemError::CourseSlotOutsideWeek { course: 2, .. })));
        let mut spec = small();
        spec.periods_per_day = 33;
        assert_eq!(Problem::new(spec).unwrap_err(), ProblemError::TooManyPeriodsPerDay(33));
        let mut spec = small();
        spec.courses[0].lectures = 7;
        assert!(matches!(Problem::new(spec), Err(ProblemError::TooManyLectures { course: 0, .. })));
    }
}

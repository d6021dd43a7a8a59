//! The timetable: weekly lessons of a group (or one of its subgroups) with a subject, a teacher, a
//! room and a class hour, repeating between two dates of the group's semester; the rules that keep
//! a group, a teacher and a room in one place at a time; the month calendar they expand to; and the
//! topics a teacher records for the lessons held.

mod calendar;
mod clash;
mod delete;
mod exam;
mod invalid;
mod lesson;
mod lesson_type;
mod topic;

pub use calendar::{occurrences, DateSpan, YearMonth};
pub use clash::{find_clash, BookedLesson, Booking, Clash, ClashKind};
pub use delete::{DeleteOutcome, DeleteScope};
pub use exam::{check_exam, Exam, ExamDetails, ExamDraft, ExamFacts, ExamForm, MAX_ATTEMPT as MAX_EXAM_ATTEMPT};
pub use invalid::{LessonNotHeld, NotATeacher, ScheduleInvalid};
pub use lesson::{check_lesson, LessonDetails, LessonDraft, LessonFacts, LessonForm, Weekday, WeeklyLesson};
pub use lesson_type::LessonType;
pub use topic::{Topic, TopicDraft, TopicForm};

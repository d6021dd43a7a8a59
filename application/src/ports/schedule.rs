//! The timetable: weekly lessons loaded, checked and saved inside a unit of work, the names its
//! answers show, and a teacher's topics and what each held lesson covered.

use std::collections::BTreeSet;

use chrono::{NaiveDate, NaiveTime};
use domain::actor::Scope;
use domain::ids::{ClassHourId, CurriculumId, EduSubjectId, GroupId, InstitutionId, RoomId, ScheduleId, StaffId, TopicId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::{BookedLesson, Booking, DateSpan, LessonDetails, Topic, TopicDraft, WeeklyLesson};

use super::Lock;
use crate::AppError;

/// A weekly lesson with the names of everything it refers to: what lists, cards and calendars show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonView {
    pub lesson: WeeklyLesson,
    /// The days it was deleted for.
    pub skipped: BTreeSet<NaiveDate>,
    pub institution_name: MultilingualName,
    pub group_name: String,
    pub subgroup_name: Option<String>,
    pub subject_code: String,
    pub subject_name: MultilingualName,
    pub teacher_name: String,
    pub room_name: String,
    pub room_capacity: i32,
    pub building_name: String,
    pub class_hour_number: i16,
    pub class_hour_start: NaiveTime,
    pub class_hour_end: NaiveTime,
}

/// A staff member as a lesson needs them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherFacts {
    pub id: StaffId,
    pub institution_id: InstitutionId,
    pub full_name: String,
    /// The subjects of the teacher's teaching positions.
    pub subjects: BTreeSet<EduSubjectId>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomFacts {
    pub id: RoomId,
    pub institution_id: InstitutionId,
    pub capacity: i32,
    /// The room's name with its building's: "204 (Bosh bino)".
    pub name: String,
}

/// Which lessons: each set field narrows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LessonFilter {
    pub institution_id: Option<InstitutionId>,
    pub group: Option<GroupId>,
    /// Any of these teachers (the one person's posts in several institutions).
    pub teachers: Option<Vec<StaffId>>,
    pub room: Option<RoomId>,
    pub subject: Option<EduSubjectId>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonQuery {
    pub scope: Scope,
    pub filter: LessonFilter,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait ScheduleRepository {
    /// A living lesson.
    fn find(&mut self, id: ScheduleId, lock: Lock) -> Result<Option<WeeklyLesson>, AppError>;
    /// `Conflict(Clash)` when the database's constraint sees a clash the check could not (an
    /// editor saving the same slot at the same moment).
    fn insert(&mut self, institution: InstitutionId, details: &LessonDetails) -> Result<WeeklyLesson, AppError>;
    /// Stores a lesson read at `lesson.version`: `StaleVersion` when it changed since; `Conflict(Clash)`.
    fn save(&mut self, lesson: &WeeklyLesson) -> Result<WeeklyLesson, AppError>;
    /// Takes the lesson off the timetable (its recorded topics stay). `StaleVersion`.
    fn remove(&mut self, lesson: &WeeklyLesson) -> Result<(), AppError>;
    /// The lesson does not take place that day.
    fn skip_day(&mut self, id: ScheduleId, day: NaiveDate) -> Result<(), AppError>;
    /// The living lessons in the booking's slot (weekday, class hour, overlapping dates) that
    /// share its group, teacher or room.
    fn booked(&mut self, booking: &Booking) -> Result<Vec<BookedLesson>, AppError>;
    /// A living staff member.
    fn teacher(&mut self, id: StaffId) -> Result<Option<TeacherFacts>, AppError>;
    fn room(&mut self, id: RoomId) -> Result<Option<RoomFacts>, AppError>;
    /// The name of an institution, to head what is printed for it.
    fn institution_name(&mut self, id: InstitutionId) -> Result<Option<MultilingualName>, AppError>;
    /// The institution of a class hour.
    fn class_hour(&mut self, id: ClassHourId) -> Result<Option<InstitutionId>, AppError>;
    /// The dates of a semester of a curriculum, when set.
    fn semester_dates(&mut self, curriculum: CurriculumId, semester: i32) -> Result<Option<DateSpan>, AppError>;
    fn views(&mut self, ids: &[ScheduleId]) -> Result<Vec<LessonView>, AppError>;
    /// Living lessons, newest first.
    fn list(&mut self, query: &LessonQuery) -> Result<Page<LessonView>, AppError>;
    /// Every living lesson matching the filter whose dates reach into `window`.
    fn in_window(&mut self, filter: &LessonFilter, window: DateSpan) -> Result<Vec<LessonView>, AppError>;
}

/// One of the signed-in person's posts: a staff record in an institution the user works in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherPost {
    pub staff: StaffId,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub institution_short_name: String,
}

/// A subject as the teacher's pages list it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectRef {
    pub id: EduSubjectId,
    pub code: String,
    pub name: MultilingualName,
}

/// A topic recorded for a held lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedTopic {
    pub lesson: ScheduleId,
    pub date: NaiveDate,
    pub topic: TopicId,
    pub name: String,
    pub order: i32,
}

#[cfg_attr(test, mockall::automock)]
pub trait TeachingRepository {
    /// The living staff records, in the institutions the user is attached to, of the person whose
    /// PINFL the user carries.
    fn posts(&mut self, user: UserId) -> Result<Vec<TeacherPost>, AppError>;
    /// The subjects of the teacher's teaching positions.
    fn subjects(&mut self, teacher: StaffId) -> Result<Vec<SubjectRef>, AppError>;
    /// The teacher's topics, by subject and order.
    fn topics(&mut self, teacher: StaffId, subject: Option<EduSubjectId>, page: PageRequest) -> Result<Page<Topic>, AppError>;
    fn topic(&mut self, id: TopicId, lock: Lock) -> Result<Option<Topic>, AppError>;
    fn insert_topic(&mut self, institution: InstitutionId, teacher: StaffId, draft: &TopicDraft) -> Result<Topic, AppError>;
    /// `StaleVersion`.
    fn save_topic(&mut self, topic: &Topic) -> Result<Topic, AppError>;
    /// `Conflict` while a held lesson names it; `StaleVersion`.
    fn delete_topic(&mut self, topic: &Topic) -> Result<(), AppError>;
    /// The topics recorded for these lessons, by date and order.
    fn recorded(&mut self, lessons: &[ScheduleId]) -> Result<Vec<RecordedTopic>, AppError>;
    /// Replaces what the lesson of that date covered.
    fn record(&mut self, lesson: ScheduleId, date: NaiveDate, topics: &[TopicId]) -> Result<(), AppError>;
}

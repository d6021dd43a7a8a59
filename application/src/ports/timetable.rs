//! The timetable solver's ports: what an institution's timetable is made of, the runs with their
//! progress and drafts, the settings and teachers' unavailable periods, all inside a unit of
//! work; and the solver itself, pure code behind a trait so that the use cases are tested with a
//! mock.

use std::collections::BTreeSet;

use chrono::{DateTime, Utc};
use domain::ids::{ClassHourId, EduSubjectId, GroupId, InstitutionId, RoomId, StaffId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::{Booking, DateSpan, LessonDetails, Weekday};
use domain::timetable::{DraftLessonId, PeriodKind, RunId, RunStatus, TimetableWeights, UnavailabilityId, UnplacedReason};
use domain::version::Version;

use super::{LessonView, Lock};
use crate::AppError;

/// A class hour of the institution, in the order of the day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodOfDay {
    pub id: ClassHourId,
    pub number: i16,
    /// Its length, which says how many academic hours it holds.
    pub minutes: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomOfTimetable {
    pub id: RoomId,
    pub capacity: i32,
    pub kind: domain::room::RoomKind,
}

/// A teacher of the institution with the subjects of their teaching positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherOfTimetable {
    pub id: StaffId,
    pub full_name: String,
    /// The sum of the rates of their teaching positions, in percent (100: a full rate).
    pub rate: i32,
    pub subjects: BTreeSet<EduSubjectId>,
}

/// A subject the group's curriculum places in its current semester.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectOfGroup {
    pub id: EduSubjectId,
    pub name: MultilingualName,
    pub study_hours: i32,
    /// The students of each subgroup the group is split into for the subject, in order; empty
    /// when the whole group studies it together.
    pub subgroups: Vec<i32>,
}

/// An active group whose current semester overlaps the run's dates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupOfTimetable {
    pub id: GroupId,
    pub name: String,
    pub students: i32,
    /// The group's current semester.
    pub semester: DateSpan,
    pub subjects: Vec<SubjectOfGroup>,
}

/// Everything a timetable of one institution over some dates is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimetableData {
    pub periods: Vec<PeriodOfDay>,
    pub rooms: Vec<RoomOfTimetable>,
    pub teachers: Vec<TeacherOfTimetable>,
    pub groups: Vec<GroupOfTimetable>,
    pub unavailable: Vec<(StaffId, Weekday, ClassHourId)>,
    /// The periods teachers prefer (a teacher with none has no preference).
    pub preferred: Vec<(StaffId, Weekday, ClassHourId)>,
    /// The published lessons whose dates overlap the run's, with their subjects: kept where they are.
    pub published: Vec<(Booking, EduSubjectId)>,
    pub weights: TimetableWeights,
}

/// Lessons of a subject of a group that a run could not place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnplacedLesson {
    pub group: GroupId,
    pub group_name: String,
    pub subgroup: Option<u8>,
    pub subject: EduSubjectId,
    pub subject_name: MultilingualName,
    pub teacher: Option<(StaffId, String)>,
    pub lessons: u32,
    pub reason: UnplacedReason,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TimetableRun {
    pub id: RunId,
    pub institution_id: InstitutionId,
    pub status: RunStatus,
    pub dates: DateSpan,
    pub seconds: u32,
    /// From 0 to 1.
    pub progress: f64,
    /// The soft penalty of the best timetable so far.
    pub penalty: Option<i64>,
    pub placed: i32,
    pub total: i32,
    pub unplaced: Vec<UnplacedLesson>,
    pub stop_requested: bool,
    pub published_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    /// When the search ended (done, stopped or failed); none while it runs or when its server was lost.
    pub finished_at: Option<DateTime<Utc>>,
}

impl TimetableRun {
    /// Whether the run's draft can still be opened: it ended with one and was not published.
    pub fn draft_open(&self) -> bool {
        self.status.has_draft() && self.published_at.is_none()
    }
}

impl domain::audit::Audited for TimetableRun {
    const ENTITY: domain::audit::EntityType = domain::audit::EntityType::TimetableRun;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    /// What a person changes about a run: starting it (its dates and seconds), asking it to stop,
    /// publishing its draft. Its progress is the solver's, not a change anybody made.
    fn snapshot(&self) -> domain::audit::Snapshot {
        domain::audit::Snapshot::from([
            ("date_from", self.dates.start().format("%Y-%m-%d").to_string().as_str().into()),
            ("date_to", self.dates.end().format("%Y-%m-%d").to_string().as_str().into()),
            ("seconds", i64::from(self.seconds).into()),
            ("stop_requested", self.stop_requested.into()),
            ("published", self.published_at.is_some().into()),
        ])
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }
}

/// What a new run starts with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRun {
    pub institution_id: InstitutionId,
    pub dates: DateSpan,
    pub seconds: u32,
    pub created_by: UserId,
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq)]
pub struct RunResult {
    pub status: RunStatus,
    pub penalty: Option<i64>,
    pub placed: i32,
    pub total: i32,
    pub unplaced: Vec<UnplacedLesson>,
    pub lessons: Vec<LessonDetails>,
}

/// A lesson of a draft.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftLesson {
    pub id: DraftLessonId,
    pub run: RunId,
    pub details: LessonDetails,
    pub version: Version,
}

/// A period a teacher cannot teach, or one they prefer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unavailability {
    pub id: UnavailabilityId,
    pub institution_id: InstitutionId,
    pub teacher: StaffId,
    pub teacher_name: String,
    pub kind: PeriodKind,
    pub weekday: Weekday,
    pub class_hour: ClassHourId,
    pub class_hour_number: i16,
}

impl domain::audit::Audited for Unavailability {
    const ENTITY: domain::audit::EntityType = domain::audit::EntityType::TeacherUnavailability;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> domain::audit::Snapshot {
        domain::audit::Snapshot::from([
            ("teacher_id", self.teacher.get().into()),
            ("kind", self.kind.code().into()),
            ("weekday", i64::from(self.weekday.get()).into()),
            ("class_hour_id", self.class_hour.get().into()),
        ])
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }
}

#[cfg_attr(test, mockall::automock)]
pub trait TimetableRepository {
    /// What a timetable of the institution over `dates` is made of.
    fn data(&mut self, institution: InstitutionId, dates: Option<DateSpan>) -> Result<TimetableData, AppError>;
    fn weights(&mut self, institution: InstitutionId) -> Result<(TimetableWeights, Version), AppError>;
    /// `StaleVersion` when the settings changed since `version` was read.
    fn save_weights(&mut self, institution: InstitutionId, weights: TimetableWeights, version: Version) -> Result<Version, AppError>;
    /// Whether a run of the institution is running (one that stopped reporting for two minutes, its
    /// server gone, is not).
    fn running(&mut self, institution: InstitutionId) -> Result<bool, AppError>;
    fn insert_run(&mut self, run: &NewRun) -> Result<TimetableRun, AppError>;
    fn run(&mut self, id: RunId, lock: Lock) -> Result<Option<TimetableRun>, AppError>;
    /// The runs of the institution (of every institution: `None`), newest first, without their
    /// lists of unplaced lessons.
    fn runs(&mut self, institution: Option<InstitutionId>, page: PageRequest) -> Result<Page<TimetableRun>, AppError>;
    /// Records how far a running run got; whether a stop was asked for.
    fn progress(&mut self, id: RunId, progress: f64, penalty: Option<i64>, placed: i32, total: i32) -> Result<bool, AppError>;
    fn request_stop(&mut self, id: RunId) -> Result<(), AppError>;
    /// Ends a run and stores its draft.
    fn finish(&mut self, id: RunId, result: &RunResult) -> Result<(), AppError>;
    fn mark_published(&mut self, id: RunId) -> Result<(), AppError>;
    fn draft(&mut self, run: RunId) -> Result<Vec<DraftLesson>, AppError>;
    /// The draft's lessons with the names a schedule lesson shows (their `id` is the draft
    /// lesson's).
    fn draft_views(&mut self, run: RunId, only: Option<DraftLessonId>) -> Result<Vec<LessonView>, AppError>;
    fn draft_lesson(&mut self, run: RunId, id: DraftLessonId, lock: Lock) -> Result<Option<DraftLesson>, AppError>;
    /// `StaleVersion`.
    fn save_draft_lesson(&mut self, lesson: &DraftLesson) -> Result<DraftLesson, AppError>;
    fn unavailability(&mut self, institution: Option<InstitutionId>, teacher: Option<StaffId>) -> Result<Vec<Unavailability>, AppError>;
    fn unavailability_entry(&mut self, id: UnavailabilityId) -> Result<Option<Unavailability>, AppError>;
    /// `Conflict` when the teacher already has the period (of either kind).
    fn insert_unavailability(
        &mut self,
        institution: InstitutionId,
        teacher: StaffId,
        kind: PeriodKind,
        weekday: Weekday,
        class_hour: ClassHourId,
    ) -> Result<Unavailability, AppError>;
    fn delete_unavailability(&mut self, id: UnavailabilityId) -> Result<(), AppError>;
}

//! The teaching journal's storage: assessment plans, rolls with the counts they move, excuses,
//! control sheets and each institution's journal settings.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::actor::Scope;
use domain::assessment::{AssessmentPlan, Control, MarkingSystem, Points};
use domain::curriculum::RatingType;
use domain::ids::{ControlSheetId, CurriculumId, EduSubjectId, ExcuseId, GroupId, InstitutionId, ScheduleId, StaffId, StudentId, UserId};
use domain::journal::{JournalSettings, Roll, SheetEntry, SheetState, Tally, ThresholdLevel};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::DateSpan;
use domain::version::Version;

use super::Lock;
use crate::AppError;

/// One subject of one semester of a curriculum with its plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedSubject {
    pub semester: i32,
    pub subject: EduSubjectId,
    pub code: String,
    pub name: MultilingualName,
    pub study_hours: i32,
    pub plan: AssessmentPlan,
}

#[cfg_attr(test, mockall::automock)]
pub trait AssessmentRepository {
    /// Every semester subject of the curriculum with its plan, by semester and the subjects' order.
    fn plans(&mut self, curriculum: CurriculumId) -> Result<Vec<PlannedSubject>, AppError>;
    /// The plan of one subject of one semester.
    fn plan(&mut self, curriculum: CurriculumId, semester: i32, subject: EduSubjectId) -> Result<Option<AssessmentPlan>, AppError>;
    /// Writes these plans over the stored ones and moves the curriculum past `version`:
    /// `StaleVersion` when the curriculum changed since it was read.
    fn save(
        &mut self,
        curriculum: CurriculumId,
        version: Version,
        plans: &[(i32, EduSubjectId, AssessmentPlan)],
    ) -> Result<Version, AppError>;
}

/// Where a group's lesson of a subject on a date stands in its curriculum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonSetting {
    pub institution: InstitutionId,
    pub curriculum: CurriculumId,
    pub rating_type: RatingType,
    /// The semester whose dates hold the date; the group's current one when none does.
    pub semester: i32,
    pub plan: Option<AssessmentPlan>,
}

impl LessonSetting {
    /// The marking system lesson marks are given on: the plan's, or the curriculum's scale when the
    /// subject has no plan in that semester.
    pub fn marking_system(&self) -> MarkingSystem {
        self.plan.map_or(MarkingSystem::of_rating_type(self.rating_type), |p| p.marking_system)
    }
}

/// A student a lesson is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterStudent {
    pub id: StudentId,
    pub full_name: String,
    /// An excuse of the dean's office covers the day.
    pub excused: bool,
}

/// A roll as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRoll {
    pub lesson: ScheduleId,
    pub date: NaiveDate,
    pub roll: Roll,
    pub version: Version,
}

/// A student's counts in one subject of one semester.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JournalLine {
    pub student: StudentId,
    pub curriculum: CurriculumId,
    pub semester: i32,
    pub subject: EduSubjectId,
    pub tally: Tally,
}

/// Which students past a threshold: each set field narrows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThresholdQuery {
    pub scope: Scope,
    pub institution: Option<InstitutionId>,
    pub group: Option<GroupId>,
    pub level: ThresholdLevel,
    pub page: PageRequest,
}

/// A student whose unexcused absences in their group's current semester reach a threshold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThresholdRow {
    pub student: StudentId,
    pub full_name: String,
    pub group: GroupId,
    pub group_name: String,
    pub institution: InstitutionId,
    pub semester: i32,
    pub unexcused_hours: i32,
    pub excused_hours: i32,
    pub level: ThresholdLevel,
}

/// A span of absences the dean's office excused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Excuse {
    pub id: ExcuseId,
    pub student: StudentId,
    pub institution: InstitutionId,
    pub span: DateSpan,
    pub reason: String,
    pub document: String,
    pub lessons_excused: i32,
    pub created_by: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// A lesson of a student's group (or of their subgroup) in a span, whose roll can be excused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentRoll {
    pub stored: StoredRoll,
    pub subject: EduSubjectId,
    pub curriculum: CurriculumId,
    pub semester: i32,
}

#[cfg_attr(test, mockall::automock)]
pub trait JournalRepository {
    fn setting(&mut self, group: GroupId, subject: EduSubjectId, date: NaiveDate) -> Result<Option<LessonSetting>, AppError>;
    /// An institution's journal settings (the defaults when it never saved any) with their version
    /// (0 before the first save).
    fn settings(&mut self, institution: InstitutionId) -> Result<(JournalSettings, Version), AppError>;
    fn settings_of(&mut self, institutions: &[InstitutionId]) -> Result<BTreeMap<InstitutionId, JournalSettings>, AppError>;
    /// `StaleVersion` when the stored settings are not at `version`.
    fn save_settings(&mut self, institution: InstitutionId, settings: &JournalSettings, version: Version) -> Result<Version, AppError>;
    /// The students a lesson is for: those studying in the group, or in the subject's subgroup, by
    /// name.
    fn roster(
        &mut self,
        group: GroupId,
        subgroup: Option<u8>,
        subject: EduSubjectId,
        date: NaiveDate,
    ) -> Result<Vec<RosterStudent>, AppError>;
    /// The names of students, for a roll taken before some of them left.
    fn names(&mut self, students: &[StudentId]) -> Result<BTreeMap<StudentId, String>, AppError>;
    fn roll(&mut self, lesson: ScheduleId, date: NaiveDate, lock: Lock) -> Result<Option<StoredRoll>, AppError>;
    /// Every roll of these lessons, by date.
    fn rolls(&mut self, lessons: &[ScheduleId]) -> Result<Vec<StoredRoll>, AppError>;
    /// The dates each of these lessons had its roll taken.
    fn taken(&mut self, lessons: &[ScheduleId]) -> Result<Vec<(ScheduleId, NaiveDate)>, AppError>;
    /// Writes a roll over the one stored at `expected` (0: none yet): `StaleVersion` otherwise.
    fn save_roll(&mut self, lesson: ScheduleId, date: NaiveDate, roll: &Roll, expected: Version) -> Result<Version, AppError>;
    /// Moves the students' counts in a subject of a semester, and their semester's absence hours.
    fn count(
        &mut self,
        institution: InstitutionId,
        curriculum: CurriculumId,
        semester: i32,
        subject: EduSubjectId,
        changes: &[(StudentId, Tally)],
    ) -> Result<(), AppError>;
    /// The counts of these students in a semester of a curriculum (every subject, or one).
    fn lines(
        &mut self,
        students: &[StudentId],
        curriculum: CurriculumId,
        semester: Option<i32>,
        subject: Option<EduSubjectId>,
    ) -> Result<Vec<JournalLine>, AppError>;
    /// The rolls that hold the student, of lessons in the span, locked.
    fn rolls_of_student(&mut self, student: StudentId, span: DateSpan) -> Result<Vec<StudentRoll>, AppError>;
    /// The student's own entries of the rolls of their group taken in a semester of a curriculum,
    /// with each lesson's subject; read without locking and without the rest of each roll.
    fn entries_of_student(
        &mut self,
        student: StudentId,
        curriculum: CurriculumId,
        semester: i32,
    ) -> Result<Vec<(EduSubjectId, domain::portal::LessonLine)>, AppError>;
    fn insert_excuse(&mut self, excuse: &NewExcuse) -> Result<ExcuseId, AppError>;
    /// The student's excuses, latest first.
    fn excuses(&mut self, student: StudentId, page: PageRequest) -> Result<Page<Excuse>, AppError>;
    fn thresholds(&mut self, query: &ThresholdQuery, settings: &JournalSettings) -> Result<Page<ThresholdRow>, AppError>;
    /// Whether a subject of a curriculum has anything in the journal (counts or control points).
    fn has_records(&mut self, curriculum: CurriculumId, subject: EduSubjectId) -> Result<bool, AppError>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewExcuse {
    pub institution: InstitutionId,
    pub student: StudentId,
    pub span: DateSpan,
    pub reason: String,
    pub document: String,
    pub lessons_excused: i32,
    pub created_by: UserId,
}

/// Which sheet: a control of a subject for a group in a semester, at an attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SheetKey {
    pub group: GroupId,
    pub subject: EduSubjectId,
    pub semester: i32,
    pub control: Control,
    pub attempt: i32,
}

/// A stored control sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredSheet {
    pub id: ControlSheetId,
    pub key: SheetKey,
    pub institution: InstitutionId,
    pub curriculum: CurriculumId,
    pub exam_date: Option<NaiveDate>,
    pub examiner: Option<StaffId>,
    pub closed_at: Option<DateTime<Utc>>,
    pub entries: Vec<SheetEntry>,
    pub version: Version,
}

/// What a sheet form changes.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetChange {
    pub exam_date: Option<NaiveDate>,
    pub examiner: Option<StaffId>,
    pub entries: Vec<SheetEntry>,
}

/// A sheet in a list, with names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetRow {
    pub id: ControlSheetId,
    pub key: SheetKey,
    pub institution: InstitutionId,
    pub group_name: String,
    pub subject_code: String,
    pub subject_name: MultilingualName,
    pub exam_date: Option<NaiveDate>,
    pub examiner_name: Option<String>,
    pub state: SheetState,
    pub entries: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetQuery {
    pub scope: Scope,
    pub institution: Option<InstitutionId>,
    pub group: Option<GroupId>,
    pub semester: Option<i32>,
    pub control: Option<Control>,
    pub state: Option<SheetState>,
    /// Only the sheets these staff members examine (a teacher's own posts).
    pub examiners: Option<Vec<StaffId>>,
    pub page: PageRequest,
}

/// A student's points on one sheet, for their results.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetPoints {
    pub student: StudentId,
    pub curriculum: CurriculumId,
    pub semester: i32,
    pub subject: EduSubjectId,
    pub control: Control,
    pub attempt: i32,
    pub points: Points,
}

/// What decides whether a sheet is closed (`domain::journal::sheet_closed`), as results read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetClosing {
    pub key: SheetKey,
    pub curriculum: CurriculumId,
    pub institution: InstitutionId,
    pub closed_by_hand: bool,
    pub exam_date: Option<NaiveDate>,
}

#[cfg_attr(test, mockall::automock)]
pub trait ControlSheetRepository {
    fn find(&mut self, key: &SheetKey, lock: Lock) -> Result<Option<StoredSheet>, AppError>;
    /// Creates the sheet (its first save: `stored` none) or writes over the one stored with that id
    /// at that version: `StaleVersion` otherwise. Points of students the change does not name stay.
    fn save(
        &mut self,
        key: &SheetKey,
        institution: InstitutionId,
        curriculum: CurriculumId,
        stored: Option<(ControlSheetId, Version)>,
        change: &SheetChange,
    ) -> Result<StoredSheet, AppError>;
    fn close(&mut self, sheet: &StoredSheet, by: UserId) -> Result<StoredSheet, AppError>;
    /// Sheets by the query; a sheet's state is read as of `today`, with `default_close_days` for
    /// institutions without settings of their own.
    fn list(&mut self, query: &SheetQuery, today: NaiveDate, default_close_days: u8) -> Result<Page<SheetRow>, AppError>;
    /// Every point of these students on any sheet of a curriculum (a semester of it, or all).
    fn points(&mut self, students: &[StudentId], curriculum: CurriculumId, semester: Option<i32>) -> Result<Vec<SheetPoints>, AppError>;
    /// The sheets of a group in a curriculum (a semester of it, or all).
    fn closings(&mut self, group: GroupId, curriculum: CurriculumId, semester: Option<i32>) -> Result<Vec<SheetClosing>, AppError>;
}

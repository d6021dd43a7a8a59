//! Read models of the reports and the dashboard: figures summed from the counters the database
//! keeps current with every change (`list_counts`, `report_tallies`), never counted by a scan.
//! The whole country's figures may come prepared in the background, with the time they were.

use chrono::{DateTime, Utc};
use domain::actor::Scope;
use domain::ids::{DirectionId, GroupId, InstitutionId, StaffId, SubjectId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::DateSpan;

use crate::AppError;

/// Which students, groups and curricula a figure sums (`None`: any).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TallyFilter {
    pub institution: Option<InstitutionId>,
    pub edu_direction: Option<DirectionId>,
    pub course: Option<i32>,
    /// An education form's code (`FULL_TIME`, ...).
    pub edu_form: Option<String>,
}

/// A count by one value of a dimension (a status's code, a course, a gender's code, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    pub key: String,
    pub n: i64,
}

/// The students of a filter cut by each dimension the students report shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StudentBreakdown {
    pub by_status: Vec<Figure>,
    pub by_course: Vec<Figure>,
    /// By the gender's code, `1` male, `2` female.
    pub by_gender: Vec<Figure>,
    pub by_edu_form: Vec<Figure>,
    /// By direction, in the order of their codes.
    pub directions: Vec<DirectionCount>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectionCount {
    pub id: DirectionId,
    pub code: String,
    pub name: MultilingualName,
    pub n: i64,
}

/// An institution's figures for the ministry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstitutionFigures {
    pub institution_id: InstitutionId,
    pub name: MultilingualName,
    pub region: String,
    pub students_by_status: Vec<Figure>,
    pub groups: i64,
    pub teachers: i64,
    pub staff: i64,
    pub curricula_by_status: Vec<Figure>,
}

/// A direction's figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectionFigures {
    pub edu_direction_id: DirectionId,
    pub code: String,
    pub name: MultilingualName,
    pub students_by_status: Vec<Figure>,
    pub groups: i64,
    pub curricula_by_status: Vec<Figure>,
}

/// The teachers a teacher report lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherActivityQuery {
    pub scope: Scope,
    pub institution: Option<InstitutionId>,
    /// A teacher's name or the beginning of their PINFL.
    pub search: Option<String>,
    /// The days whose lessons count as held (never past today).
    pub period: DateSpan,
    pub page: PageRequest,
}

/// Lessons a teacher held with a group in a subject over a period, and how many of them have
/// their topics entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaughtLessons {
    pub edu_group_id: GroupId,
    pub group_name: String,
    pub edu_subject_id: SubjectId,
    pub subject_name: MultilingualName,
    pub lessons_held: i64,
    pub topics_entered: i64,
}

/// A teacher's activity: the lessons held by group and subject, the topics of their plan per
/// subject, and when they last signed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherActivity {
    pub staff_id: StaffId,
    pub full_name: String,
    pub institution_name: MultilingualName,
    pub last_login_at: Option<DateTime<Utc>>,
    pub taught: Vec<TaughtLessons>,
    /// The number of topics of the teacher's plan, by subject.
    pub planned_topics: Vec<(SubjectId, i64)>,
}

/// National or one institution's figures for the dashboard.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    pub institutions: i64,
    pub students_by_status: Vec<Figure>,
    pub students_by_course: Vec<Figure>,
    pub groups: i64,
    pub teachers: i64,
    pub staff: i64,
    pub curricula_by_status: Vec<Figure>,
    /// Per region (empty for one institution).
    pub regions: Vec<RegionFigures>,
    /// When national figures were prepared in the background (`None`: read at the request).
    pub prepared_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegionFigures {
    /// The region's Uzbek name, empty for institutions without one.
    pub region: String,
    pub institutions: i64,
    pub students: i64,
    pub teachers: i64,
}

#[cfg_attr(test, mockall::automock)]
pub trait ReportQueries: Send + Sync {
    /// The students of the filter by status, course, gender, form and direction.
    fn student_breakdown(&self, filter: &TallyFilter) -> Result<StudentBreakdown, AppError>;
    /// A page of institutions of the scope (by name) with their figures.
    fn institution_figures(&self, scope: Scope, region: Option<String>, page: PageRequest) -> Result<Page<InstitutionFigures>, AppError>;
    /// Every direction with students, groups or curricula under the filter, by code, as one page.
    fn direction_figures(&self, filter: &TallyFilter) -> Result<Page<DirectionFigures>, AppError>;
    /// A page of teachers (staff holding a teaching position) by name, with their activity.
    fn teacher_activity(&self, query: &TeacherActivityQuery) -> Result<Page<TeacherActivity>, AppError>;
    /// The dashboard's figures, of one institution or (None) of the whole country.
    fn summary(&self, institution: Option<InstitutionId>) -> Result<Summary, AppError>;
}

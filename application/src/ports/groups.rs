//! Groups: the aggregate a transaction loads and saves, and the read model lists and cards read.

use domain::actor::Scope;
use domain::curriculum::{CurriculumStatus, RatingType};
use domain::group::{Group, GroupDraft, GroupStatus};
use domain::ids::{CurriculumId, DirectionId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::student::StudentStatus;

use super::Lock;
use crate::AppError;

/// What a group needs to know of the curriculum it studies by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumFacts {
    pub id: CurriculumId,
    pub institution_id: InstitutionId,
    pub status: CurriculumStatus,
    pub rating_type: RatingType,
    pub number_of_semesters: u8,
}

/// A subject the curriculum places in a semester.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SemesterSubject {
    pub id: EduSubjectId,
    pub code: String,
    pub name: MultilingualName,
    pub study_hours: i32,
}

/// A student of a group as its sheets list them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub id: StudentId,
    pub fio: String,
    pub pinfl: String,
    pub status: StudentStatus,
}

/// A group with the names of what it refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupView {
    pub group: Group,
    pub institution_name: MultilingualName,
    pub curriculum_name: String,
    pub rating_type: RatingType,
    pub number_of_semesters: u8,
    pub direction_code: String,
    pub direction_name: MultilingualName,
}

#[cfg_attr(test, mockall::automock)]
pub trait GroupRepository {
    /// A living group.
    fn find(&mut self, id: GroupId, lock: Lock) -> Result<Option<Group>, AppError>;
    fn insert(&mut self, institution: InstitutionId, draft: &GroupDraft) -> Result<Group, AppError>;
    /// Stores fields and status of a group read at `group.version`; `StaleVersion` when it changed
    /// since. Answers the stored group.
    fn save(&mut self, group: &Group) -> Result<Group, AppError>;
    /// Soft delete. `StaleVersion`.
    fn delete(&mut self, group: &Group) -> Result<(), AppError>;
    fn view(&mut self, id: GroupId) -> Result<GroupView, AppError>;
    /// A living curriculum.
    fn curriculum(&mut self, id: CurriculumId) -> Result<Option<CurriculumFacts>, AppError>;
    fn direction_exists(&mut self, id: DirectionId) -> Result<bool, AppError>;
    fn semester_subjects(&mut self, curriculum: CurriculumId, semester: i32) -> Result<Vec<SemesterSubject>, AppError>;
    /// The living students of the group who count towards its size, by name.
    fn members(&mut self, group: GroupId) -> Result<Vec<Member>, AppError>;
    fn subgroups(&mut self, group: GroupId, subject: EduSubjectId) -> Result<Vec<(String, Vec<StudentId>)>, AppError>;
    fn replace_subgroups(&mut self, group: GroupId, subject: EduSubjectId, parts: &[(String, Vec<StudentId>)]) -> Result<(), AppError>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupOrderField {
    Id,
    Name,
    Course,
    OpenedYear,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub course: Option<i32>,
    pub status: Option<GroupStatus>,
    pub curriculum_id: Option<CurriculumId>,
    pub edu_direction_id: Option<DirectionId>,
    pub search: Option<String>,
    pub ordering: Ordering<GroupOrderField>,
    pub page: PageRequest,
}

/// The read side of groups: lists and cards, outside any write transaction.
#[cfg_attr(test, mockall::automock)]
pub trait GroupQueries: Send + Sync {
    fn list(&self, query: &GroupQuery) -> Result<Page<GroupView>, AppError>;
    /// A living group.
    fn find(&self, id: GroupId) -> Result<Option<GroupView>, AppError>;
}

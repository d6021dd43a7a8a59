//! Curricula and what they read from the subject catalogue.

use std::collections::BTreeSet;

use domain::actor::Scope;
use domain::curriculum::{
    Curriculum, CurriculumDetails, CurriculumPlan, CurriculumStatus, CurriculumWithPlan, SemesterNumber, SubjectHours,
};
use domain::ids::{CurriculumId, CurriculumTemplateId, DirectionId, EduSubjectId, EduSubjectTypeId, InstitutionId};
use domain::institution::InstitutionType;
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CurriculumOrderField {
    Id,
    Name,
    StartYear,
    Status,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub status: Option<CurriculumStatus>,
    pub edu_direction_id: Option<DirectionId>,
    pub search: Option<String>,
    pub ordering: Ordering<CurriculumOrderField>,
    pub page: PageRequest,
}

/// A vocational subject name some curriculum uses, offered to the distribution page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomSubject {
    pub name: MultilingualName,
    pub study_hours: i32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomSubjectQuery {
    pub scope: Scope,
    pub search: Option<String>,
    pub page: PageRequest,
}

/// Every (subject, semester) of a curriculum that has ratings.
pub type RatedPlacements = BTreeSet<(EduSubjectId, SemesterNumber)>;

/// The read model of curricula: lists, cards and the questions pages ask.
#[cfg_attr(test, mockall::automock)]
pub trait CurriculumQueries: Send + Sync {
    /// Living curricula only, without their distribution.
    fn list(&self, query: &CurriculumQuery) -> Result<Page<Curriculum>, AppError>;
    /// A living curriculum with its distribution; a deleted one is `None`.
    fn find(&self, id: CurriculumId) -> Result<Option<CurriculumWithPlan>, AppError>;
    fn has_rating(&self, id: CurriculumId, subject: EduSubjectId) -> Result<bool, AppError>;
    /// Vocational subjects of the living curricula in scope, distinct by Uzbek name.
    fn custom_subjects(&self, query: &CustomSubjectQuery) -> Result<Page<CustomSubject>, AppError>;
}

/// Curricula as a transaction loads and saves them. Which state allows what is the domain's
/// (`CurriculumStatus`); a save only guards the version it was read at.
#[cfg_attr(test, mockall::automock)]
pub trait CurriculumRepository {
    /// A living curriculum with its distribution.
    fn find(&mut self, id: CurriculumId, lock: Lock) -> Result<Option<CurriculumWithPlan>, AppError>;
    fn rated(&mut self, id: CurriculumId) -> Result<RatedPlacements, AppError>;
    /// How many living groups study by the curriculum.
    fn groups_studying(&mut self, id: CurriculumId) -> Result<i64, AppError>;
    /// A NEW curriculum.
    fn insert(
        &mut self,
        institution: InstitutionId,
        details: &CurriculumDetails,
        plan: &CurriculumPlan,
    ) -> Result<CurriculumWithPlan, AppError>;
    /// Replaces the fields and the distribution of a curriculum read at `version`. `StaleVersion`.
    fn save(
        &mut self,
        id: CurriculumId,
        details: &CurriculumDetails,
        plan: &CurriculumPlan,
        version: Version,
    ) -> Result<CurriculumWithPlan, AppError>;
    /// Moves a curriculum read at `version` to `status`. `StaleVersion`.
    fn set_status(&mut self, id: CurriculumId, status: CurriculumStatus, version: Version) -> Result<CurriculumWithPlan, AppError>;
    /// Soft delete of a curriculum read at `version`: it leaves lists and lookups, ratings keep
    /// resolving it. `StaleVersion`.
    fn delete(&mut self, id: CurriculumId, version: Version) -> Result<(), AppError>;
}

/// A model curriculum as a new curriculum starts from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateOutline {
    pub id: CurriculumTemplateId,
    pub institution_type: InstitutionType,
    pub number_of_semesters: u8,
    pub subjects: Vec<SubjectHours>,
}

/// What curricula read from the ministry's catalogue, through the transaction of the change that
/// relies on it: a second pooled connection beside the transaction's would wait on itself when
/// the pool is full.
#[cfg_attr(test, mockall::automock)]
pub trait CurriculumCatalogue {
    fn template(&mut self, id: CurriculumTemplateId) -> Result<Option<TemplateOutline>, AppError>;
    fn subject_type_exists(&mut self, id: EduSubjectTypeId) -> Result<bool, AppError>;
    fn direction_exists(&mut self, id: DirectionId) -> Result<bool, AppError>;
    fn institution_type(&mut self, id: InstitutionId) -> Result<Option<InstitutionType>, AppError>;
    /// Those of `ids` that name subjects of the catalogue.
    fn existing_subjects(&mut self, ids: &BTreeSet<EduSubjectId>) -> Result<BTreeSet<EduSubjectId>, AppError>;
}

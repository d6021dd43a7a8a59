use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft};
use domain::ids::{CurriculumTemplateId, DirectionId};
use domain::institution::InstitutionType;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumTemplateQuery {
    pub search: Option<String>,
    pub direction_id: Option<DirectionId>,
    pub institution_type: Option<InstitutionType>,
    pub page: PageRequest,
}

/// The read model of model curricula.
#[cfg_attr(test, mockall::automock)]
pub trait CurriculumTemplateQueries: Send + Sync {
    /// Ordered by Uzbek name; each with its subjects.
    fn list(&self, query: &CurriculumTemplateQuery) -> Result<Page<CurriculumTemplate>, AppError>;
    fn find(&self, id: CurriculumTemplateId) -> Result<Option<CurriculumTemplate>, AppError>;
}

/// Model curricula as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait CurriculumTemplateRepository {
    fn find(&mut self, id: CurriculumTemplateId, lock: Lock) -> Result<Option<CurriculumTemplate>, AppError>;
    /// The draft's direction and subjects exist (checked before).
    fn insert(&mut self, draft: &CurriculumTemplateDraft) -> Result<CurriculumTemplate, AppError>;
    /// Stores one read at `version`. `StaleVersion`.
    fn save(&mut self, id: CurriculumTemplateId, draft: &CurriculumTemplateDraft, version: Version)
        -> Result<CurriculumTemplate, AppError>;
    /// One curricula were made from answers `Conflict(ReferencedBy)`.
    fn delete(&mut self, template: &CurriculumTemplate) -> Result<(), AppError>;
}

use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft};
use domain::ids::{CurriculumTemplateId, DirectionId};
use domain::institution::InstitutionType;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::AuditContext;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumTemplateQuery {
    pub search: Option<String>,
    pub direction_id: Option<DirectionId>,
    pub institution_type: Option<InstitutionType>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait CurriculumTemplateRepository: Send + Sync {
    /// Ordered by Uzbek name; each with its subjects.
    fn list(&self, query: &CurriculumTemplateQuery) -> Result<Page<CurriculumTemplate>, AppError>;
    fn find(&self, id: CurriculumTemplateId) -> Result<Option<CurriculumTemplate>, AppError>;
    /// The draft's direction and subjects exist (checked before).
    fn create(&self, draft: &CurriculumTemplateDraft, audit: &AuditContext) -> Result<CurriculumTemplate, AppError>;
    /// `NotFound`, `StaleVersion`.
    fn update(
        &self,
        id: CurriculumTemplateId,
        draft: &CurriculumTemplateDraft,
        version: Version,
        audit: &AuditContext,
    ) -> Result<CurriculumTemplate, AppError>;
    /// `NotFound`; a model curriculum curricula were made from answers `Conflict(ReferencedBy)`.
    fn delete(&self, id: CurriculumTemplateId, audit: &AuditContext) -> Result<(), AppError>;
}

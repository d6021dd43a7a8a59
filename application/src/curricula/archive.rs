use domain::actor::Actor;
use domain::curriculum::{CurriculumAction, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;
use domain::version::Version;

use super::transition;
use crate::access::require;
use crate::ports::{RequestMeta, UnitOfWork};
use crate::AppError;

pub struct ArchiveCurriculum<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ArchiveCurriculum<'_> {
    /// APPROVED or INACTIVE → ARCHIVED, for good.
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumId,
        version: Option<Version>,
        request: &RequestMeta,
    ) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumArchive)?;
        transition(self.unit, actor, id, CurriculumAction::Archive, version, request, |_, _| Ok(()))
    }
}

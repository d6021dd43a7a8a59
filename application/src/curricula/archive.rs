use domain::actor::Actor;
use domain::curriculum::{CurriculumAction, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;
use domain::version::Version;

use super::transition;
use crate::access::require;
use crate::ports::{CurriculumRepository, RequestMeta};
use crate::AppError;

pub struct ArchiveCurriculum<'a> {
    pub curricula: &'a dyn CurriculumRepository,
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
        transition(self.curricula, actor, id, CurriculumAction::Archive, version, request, |_| Ok(()))
    }
}

use domain::actor::Actor;
use domain::curriculum::{CurriculumAction, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;
use domain::version::Version;

use super::transition;
use crate::access::require;
use crate::ports::{RequestMeta, UnitOfWork};
use crate::AppError;

pub struct InactivateCurriculum<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl InactivateCurriculum<'_> {
    /// NEW or APPROVED → INACTIVE.
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumId,
        version: Option<Version>,
        request: &RequestMeta,
    ) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumInactivate)?;
        transition(self.unit, actor, id, CurriculumAction::Inactivate, version, request, |_, _| Ok(()))
    }
}

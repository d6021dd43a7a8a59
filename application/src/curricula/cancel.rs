use domain::actor::Actor;
use domain::curriculum::status::check_cancel;
use domain::curriculum::{CurriculumAction, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;
use domain::version::Version;

use super::transition;
use crate::access::require;
use crate::ports::{RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CancelCurriculum<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CancelCurriculum<'_> {
    /// APPROVED → NEW, only while no group studies by the curriculum.
    pub fn execute(
        &self,
        actor: &Actor,
        id: CurriculumId,
        version: Option<Version>,
        request: &RequestMeta,
    ) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumCancel)?;
        transition(self.unit, actor, id, CurriculumAction::Cancel, version, request, |tx, _| {
            check_cancel(tx.curricula().groups_studying(id)?).map_err(AppError::conflict)
        })
    }
}

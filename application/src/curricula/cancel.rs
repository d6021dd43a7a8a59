use domain::actor::Actor;
use domain::curriculum::status::check_cancel;
use domain::curriculum::{CurriculumAction, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;
use domain::version::Version;

use super::transition;
use crate::access::require;
use crate::ports::{CurriculumRepository, GroupRegistry, RequestMeta};
use crate::AppError;

pub struct CancelCurriculum<'a> {
    pub curricula: &'a dyn CurriculumRepository,
    pub groups: &'a dyn GroupRegistry,
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
        transition(self.curricula, actor, id, CurriculumAction::Cancel, version, request, |_| {
            check_cancel(self.groups.groups_studying(id)?).map_err(AppError::conflict)
        })
    }
}

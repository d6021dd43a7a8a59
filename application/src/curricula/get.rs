use domain::actor::Actor;
use domain::curriculum::CurriculumWithPlan;
use domain::ids::CurriculumId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::CurriculumQueries;
use crate::AppError;

pub struct GetCurriculum<'a> {
    pub curricula: &'a dyn CurriculumQueries,
}

impl GetCurriculum<'_> {
    pub fn execute(&self, actor: &Actor, id: CurriculumId) -> Result<CurriculumWithPlan, AppError> {
        require(actor, Permission::CurriculumView)?;
        find_curriculum_in_scope(self.curricula, actor, id)
    }
}

/// A living curriculum the actor may see: another institution's is "not found".
pub(crate) fn find_curriculum_in_scope(
    curricula: &dyn CurriculumQueries,
    actor: &Actor,
    id: CurriculumId,
) -> Result<CurriculumWithPlan, AppError> {
    let found = curricula.find(id)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [found.curriculum.institution_id].iter())?;
    Ok(found)
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::CurriculumAction;
use domain::ids::CurriculumId;
use domain::permission::Permission;

use super::find_curriculum_in_scope;
use crate::access::require;
use crate::ports::{AuditContext, CurriculumRepository, RequestMeta};
use crate::AppError;

pub struct DeleteCurriculum<'a> {
    pub curricula: &'a dyn CurriculumRepository,
}

impl DeleteCurriculum<'_> {
    /// Only a NEW curriculum is deleted, softly: ratings and reports keep resolving it.
    pub fn execute(&self, actor: &Actor, id: CurriculumId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::CurriculumDelete)?;
        let current = find_curriculum_in_scope(self.curricula, actor, id)?;
        current.curriculum.check(CurriculumAction::Delete).map_err(AppError::conflict)?;
        self.curricula.delete(id, current.curriculum.status, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::curriculum::{CurriculumAction, CurriculumWithPlan};
use domain::ids::CurriculumId;
use domain::permission::Permission;

use super::curriculum_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteCurriculum<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteCurriculum<'_> {
    /// Only a NEW curriculum is deleted, softly: ratings and reports keep resolving it.
    pub fn execute(&self, actor: &Actor, id: CurriculumId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::CurriculumDelete)?;
        in_transaction(self.unit, |tx| {
            let before = curriculum_in_scope(tx, actor, id)?;
            before.curriculum.check(CurriculumAction::Delete).map_err(AppError::conflict)?;
            tx.curricula().delete(id, before.curriculum.version)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(before.curriculum.institution_id);
            record_change::<CurriculumWithPlan>(tx, &context, Some(&before), None)
        })
    }
}

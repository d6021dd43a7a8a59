use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;
use domain::audit::AuditAction;

pub struct DeleteInstitution<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteInstitution<'_> {
    /// Only the ministry closes institutions; an institution-level actor cannot delete even its own.
    pub fn execute(&self, actor: &Actor, id: InstitutionId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::InstitutionDelete)?;
        require_in_scope(actor, [id].iter())?;
        if actor.scope() != Scope::Everywhere {
            return Err(AppError::Forbidden);
        }
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(
            self.unit,
            &context,
            |tx| tx.institutions().find(id, Lock::ForUpdate),
            |tx, institution| {
                institution.check_delete(&tx.institutions().dependents(id)?).map_err(AppError::conflict)?;
                tx.institutions().delete(institution)
            },
        )
    }
}

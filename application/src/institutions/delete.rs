use domain::actor::{Actor, Scope};
use domain::ids::InstitutionId;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{AuditContext, InstitutionRepository, RequestMeta};
use crate::AppError;
use domain::audit::AuditAction;

pub struct DeleteInstitution<'a> {
    pub institutions: &'a dyn InstitutionRepository,
}

impl DeleteInstitution<'_> {
    /// Only the ministry closes institutions; an institution-level actor cannot delete even its own.
    pub fn execute(&self, actor: &Actor, id: InstitutionId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::InstitutionDelete)?;
        require_in_scope(actor, [id].iter())?;
        if actor.scope() != Scope::Everywhere {
            return Err(AppError::Forbidden);
        }
        self.institutions.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

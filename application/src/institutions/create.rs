use domain::actor::{Actor, Scope};
use domain::institution::{Institution, InstitutionDraft, InstitutionForm};
use domain::permission::Permission;

use crate::access::require;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;
use domain::audit::AuditAction;

pub struct CreateInstitution<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateInstitution<'_> {
    /// Only the ministry opens institutions.
    pub fn execute(&self, actor: &Actor, form: InstitutionForm, request: &RequestMeta) -> Result<Institution, AppError> {
        require(actor, Permission::InstitutionAdd)?;
        if actor.scope() != Scope::Everywhere {
            return Err(AppError::Forbidden);
        }
        let draft = InstitutionDraft::parse(&form)?;
        let context = AuditContext::by(actor, AuditAction::Create, request);
        create_audited(self.unit, &context, |tx| tx.institutions().insert(&draft))
    }
}

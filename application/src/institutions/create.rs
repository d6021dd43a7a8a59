use domain::actor::{Actor, Scope};
use domain::institution::{Institution, InstitutionDraft, InstitutionForm};
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{AuditContext, InstitutionRepository, RequestMeta};
use crate::AppError;
use domain::audit::AuditAction;

pub struct CreateInstitution<'a> {
    pub institutions: &'a dyn InstitutionRepository,
}

impl CreateInstitution<'_> {
    /// Only the ministry opens institutions.
    pub fn execute(&self, actor: &Actor, form: InstitutionForm, request: &RequestMeta) -> Result<Institution, AppError> {
        require(actor, Permission::InstitutionAdd)?;
        if actor.scope() != Scope::Everywhere {
            return Err(AppError::Forbidden);
        }
        let draft = InstitutionDraft::parse(&form)?;
        self.institutions.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

use domain::actor::Actor;
use domain::ids::InstitutionId;
use domain::institution::{Institution, InstitutionDraft, InstitutionForm};
use domain::permission::Permission;
use domain::version::Version;

use crate::access::{require, require_in_scope};
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;
use domain::audit::AuditAction;

pub struct UpdateInstitution<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateInstitution<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: InstitutionId,
        form: InstitutionForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Institution, AppError> {
        require(actor, Permission::InstitutionEdit)?;
        require_in_scope(actor, [id].iter())?;
        let draft = InstitutionDraft::parse(&form)?;
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.institutions().find(id, Lock::ForUpdate),
            |tx, _| tx.institutions().save(id, &draft, version),
        )
    }
}

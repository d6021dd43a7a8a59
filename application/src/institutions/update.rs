use domain::actor::Actor;
use domain::ids::InstitutionId;
use domain::institution::{Institution, InstitutionDraft, InstitutionForm};
use domain::permission::Permission;
use domain::version::Version;

use crate::access::{require, require_in_scope};
use crate::ports::{AuditContext, InstitutionRepository, RequestMeta};
use crate::AppError;
use domain::audit::AuditAction;

pub struct UpdateInstitution<'a> {
    pub institutions: &'a dyn InstitutionRepository,
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
        self.institutions.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::direction::{Direction, DirectionDraft, DirectionForm};
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateDirection<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateDirection<'_> {
    pub fn execute(&self, actor: &Actor, form: DirectionForm, request: &RequestMeta) -> Result<Direction, AppError> {
        require_ministry(actor, Permission::EduDirectionAdd)?;
        let draft = DirectionDraft::parse(&form)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| tx.directions().insert(&draft))
    }
}

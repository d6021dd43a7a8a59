use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::position::{Position, PositionDraft, PositionForm};

use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreatePosition<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreatePosition<'_> {
    pub fn execute(&self, actor: &Actor, form: PositionForm, request: &RequestMeta) -> Result<Position, AppError> {
        require_ministry(actor, Permission::InstitutionPositionAdd)?;
        let draft = PositionDraft::parse(&form)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| tx.positions().insert(&draft))
    }
}

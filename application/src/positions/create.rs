use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::position::{Position, PositionDraft, PositionForm};

use crate::access::require_ministry;
use crate::ports::{AuditContext, PositionRepository, RequestMeta};
use crate::AppError;

pub struct CreatePosition<'a> {
    pub positions: &'a dyn PositionRepository,
}

impl CreatePosition<'_> {
    pub fn execute(&self, actor: &Actor, form: PositionForm, request: &RequestMeta) -> Result<Position, AppError> {
        require_ministry(actor, Permission::InstitutionPositionAdd)?;
        let draft = PositionDraft::parse(&form)?;
        self.positions.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

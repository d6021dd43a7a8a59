use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PositionId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, PositionRepository, RequestMeta};
use crate::AppError;

pub struct DeletePosition<'a> {
    pub positions: &'a dyn PositionRepository,
}

impl DeletePosition<'_> {
    pub fn execute(&self, actor: &Actor, id: PositionId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::InstitutionPositionDelete)?;
        self.positions.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

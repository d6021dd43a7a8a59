use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DirectionId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, DirectionRepository, RequestMeta};
use crate::AppError;

pub struct DeleteDirection<'a> {
    pub directions: &'a dyn DirectionRepository,
}

impl DeleteDirection<'_> {
    pub fn execute(&self, actor: &Actor, id: DirectionId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::EduDirectionDelete)?;
        self.directions.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::direction::{Direction, DirectionDraft, DirectionForm};
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, DirectionRepository, RequestMeta};
use crate::AppError;

pub struct CreateDirection<'a> {
    pub directions: &'a dyn DirectionRepository,
}

impl CreateDirection<'_> {
    pub fn execute(&self, actor: &Actor, form: DirectionForm, request: &RequestMeta) -> Result<Direction, AppError> {
        require_ministry(actor, Permission::EduDirectionAdd)?;
        let draft = DirectionDraft::parse(&form)?;
        self.directions.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

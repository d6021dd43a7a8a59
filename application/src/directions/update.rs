use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::direction::{Direction, DirectionDraft, DirectionForm};
use domain::ids::DirectionId;
use domain::permission::Permission;
use domain::version::Version;

use crate::access::require_ministry;
use crate::ports::{AuditContext, DirectionRepository, RequestMeta};
use crate::AppError;

pub struct UpdateDirection<'a> {
    pub directions: &'a dyn DirectionRepository,
}

impl UpdateDirection<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: DirectionId,
        form: DirectionForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Direction, AppError> {
        require_ministry(actor, Permission::EduDirectionEdit)?;
        let draft = DirectionDraft::parse(&form)?;
        self.directions.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PositionId;
use domain::permission::Permission;
use domain::position::{Position, PositionDraft, PositionForm};
use domain::version::Version;

use crate::access::require_ministry;
use crate::ports::{AuditContext, PositionRepository, RequestMeta};
use crate::AppError;

pub struct UpdatePosition<'a> {
    pub positions: &'a dyn PositionRepository,
}

impl UpdatePosition<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: PositionId,
        form: PositionForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Position, AppError> {
        require_ministry(actor, Permission::InstitutionPositionEdit)?;
        let draft = PositionDraft::parse(&form)?;
        self.positions.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

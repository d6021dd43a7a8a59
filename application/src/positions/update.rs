use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PositionId;
use domain::permission::Permission;
use domain::position::{Position, PositionDraft, PositionForm};
use domain::version::Version;

use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdatePosition<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(self.unit, &context, |tx| tx.positions().find(id, Lock::ForUpdate), |tx, _| tx.positions().save(id, &draft, version))
    }
}

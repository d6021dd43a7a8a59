use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::direction::{Direction, DirectionDraft, DirectionForm};
use domain::ids::DirectionId;
use domain::permission::Permission;
use domain::version::Version;

use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateDirection<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.directions().find(id, Lock::ForUpdate),
            |tx, _| tx.directions().save(id, &draft, version),
        )
    }
}

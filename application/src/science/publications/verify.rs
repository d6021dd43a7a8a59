use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::science::Publication;

use crate::access::{require, require_in_scope};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct VerifyPublication<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl VerifyPublication<'_> {
    /// The office verifies a publication waiting for it once every staff author has confirmed;
    /// from then on it counts.
    pub fn execute(&self, actor: &Actor, id: PublicationId, request: &RequestMeta) -> Result<Publication, AppError> {
        require(actor, Permission::ScienceVerify)?;
        in_transaction(self.unit, |tx| {
            let before = tx.science().publication(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, [before.institution_id].iter())?;
            let verified = before.verify().map_err(AppError::conflict)?;
            let after = tx.science().set_verification(id, verified, "")?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

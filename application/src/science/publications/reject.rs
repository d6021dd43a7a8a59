use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::science::Publication;
use domain::validation::{required_text, ValidationErrors};

use crate::access::{require, require_in_scope};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct RejectPublication<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl RejectPublication<'_> {
    pub const MAX_REASON: usize = 1000;

    /// The office returns a publication to its authors with the reason; a verified one loses its
    /// verification.
    pub fn execute(&self, actor: &Actor, id: PublicationId, reason: &str, request: &RequestMeta) -> Result<Publication, AppError> {
        require(actor, Permission::ScienceVerify)?;
        let reason = required_text(reason, Self::MAX_REASON).map_err(|e| ValidationErrors::single("reason", e))?;
        in_transaction(self.unit, |tx| {
            let before = tx.science().publication(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, [before.institution_id].iter())?;
            let returned = before.verification.reject().map_err(AppError::conflict)?;
            let after = tx.science().set_verification(id, returned, &reason)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

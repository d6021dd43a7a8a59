use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::schedule::NotATeacher;
use domain::science::Publication;

use crate::access::{require, require_in_scope};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct ConfirmAuthorship<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ConfirmAuthorship<'_> {
    /// A staff author confirms, from their own account, that they wrote the work; a second
    /// confirmation changes nothing. A publication they are not an author of is not found.
    pub fn execute(&self, actor: &Actor, id: PublicationId, request: &RequestMeta) -> Result<Publication, AppError> {
        require(actor, Permission::SciencePublicationOwn)?;
        in_transaction(self.unit, |tx| {
            let staff = super::super::own_staff(tx, actor)?.ok_or_else(|| AppError::rule(NotATeacher))?;
            let before = tx.science().publication(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, [before.institution_id].iter())?;
            if !before.is_author(staff) {
                return Err(AppError::NotFound);
            }
            if !before.awaits_confirmation_of(staff) {
                return Ok(before);
            }
            let after = tx.science().confirm_authorship(id, staff)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::science::Publication;

use super::{by_office, publication_in_reach};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct RemovePublicationFile<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl RemovePublicationFile<'_> {
    pub fn execute(&self, actor: &Actor, id: PublicationId, request: &RequestMeta) -> Result<Publication, AppError> {
        in_transaction(self.unit, |tx| {
            let (before, _) = publication_in_reach(tx, actor, id, Permission::SciencePublicationEdit, Lock::ForUpdate)?;
            if before.file.is_none() {
                return Err(AppError::NotFound);
            }
            let verification = before.verification.after_change(by_office(actor)).map_err(AppError::conflict)?;
            let after = tx.science().remove_file(id, verification)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

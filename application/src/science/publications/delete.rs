use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::science::Publication;

use super::{by_office, publication_in_reach};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeletePublication<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeletePublication<'_> {
    /// The office removes any publication of its institution, an author their own unless it is verified.
    pub fn execute(&self, actor: &Actor, id: PublicationId, request: &RequestMeta) -> Result<(), AppError> {
        in_transaction(self.unit, |tx| {
            let (before, _) = publication_in_reach(tx, actor, id, Permission::SciencePublicationDelete, Lock::ForUpdate)?;
            before.verification.check_delete(by_office(actor)).map_err(AppError::conflict)?;
            tx.science().delete_publication(&before)?;
            record_change::<Publication>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}

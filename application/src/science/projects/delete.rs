use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::ProjectId;
use domain::permission::Permission;
use domain::science::Project;

use super::project_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteProject<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteProject<'_> {
    pub fn execute(&self, actor: &Actor, id: ProjectId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::ScienceProjectDelete)?;
        in_transaction(self.unit, |tx| {
            let before = project_in_scope(tx, actor, id)?;
            tx.science().delete_project(&before)?;
            record_change::<Project>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DoctoralStudentId;
use domain::permission::Permission;
use domain::science::DoctoralStudent;

use super::student_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteDoctoralStudent<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteDoctoralStudent<'_> {
    /// A student whose defence is recorded stays while the defence does.
    pub fn execute(&self, actor: &Actor, id: DoctoralStudentId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::ScienceDoctorateDelete)?;
        in_transaction(self.unit, |tx| {
            let before = student_in_scope(tx, actor, id)?;
            before.check_delete().map_err(AppError::conflict)?;
            tx.science().delete_doctoral_student(&before)?;
            record_change::<DoctoralStudent>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StudentId;
use domain::permission::Permission;

use super::student_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteStudent<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteStudent<'_> {
    /// Soft: ratings, diplomas and reports keep resolving the student.
    pub fn execute(&self, actor: &Actor, id: StudentId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::StudentDelete)?;
        in_transaction(self.unit, |tx| {
            let student = student_in_scope(tx, actor, id, Lock::ForUpdate)?;
            tx.students().delete(&student)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(student.institution_id);
            record_change(tx, &context, Some(&student), None)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DefenceId;
use domain::permission::Permission;
use domain::science::Defence;

use super::defence_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteDefence<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteDefence<'_> {
    /// A defence recorded by mistake goes, and its student studies again.
    pub fn execute(&self, actor: &Actor, id: DefenceId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::ScienceDoctorateDelete)?;
        in_transaction(self.unit, |tx| {
            let before = defence_in_scope(tx, actor, id)?;
            let student = tx.science().doctoral_student(before.doctoral_student_id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            tx.science().delete_defence(&before)?;
            let after = tx.science().save_doctoral_student(student.id, &student.undefended(), None)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request);
            record_change::<Defence>(tx, &context, Some(&before), None)?;
            record_change(tx, &AuditContext { action: AuditAction::Update, ..context }, Some(&student), Some(&after))
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteSubject<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteSubject<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::EduSubjectDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(self.unit, &context, |tx| tx.subjects().find(id, Lock::ForUpdate), |tx, subject| tx.subjects().delete(subject))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectTypeId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteSubjectType<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteSubjectType<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectTypeId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::EduSubjectDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(self.unit, &context, |tx| tx.subject_types().find(id, Lock::ForUpdate), |tx, found| tx.subject_types().delete(found))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectBundleId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::audit::delete_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteSubjectBundle<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteSubjectBundle<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectBundleId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::BundleSubjectDelete)?;
        let context = AuditContext::by(actor, AuditAction::Delete, request);
        delete_audited(
            self.unit,
            &context,
            |tx| tx.subject_bundles().find(id, Lock::ForUpdate),
            |tx, bundle| tx.subject_bundles().delete(bundle),
        )
    }
}

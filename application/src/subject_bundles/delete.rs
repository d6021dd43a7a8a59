use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectBundleId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectBundleRepository};
use crate::AppError;

pub struct DeleteSubjectBundle<'a> {
    pub bundles: &'a dyn SubjectBundleRepository,
}

impl DeleteSubjectBundle<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectBundleId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::BundleSubjectDelete)?;
        self.bundles.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectTypeId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectTypeRepository};
use crate::AppError;

pub struct DeleteSubjectType<'a> {
    pub types: &'a dyn SubjectTypeRepository,
}

impl DeleteSubjectType<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectTypeId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::EduSubjectDelete)?;
        self.types.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

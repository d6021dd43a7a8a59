use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectId;
use domain::permission::Permission;

use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectRepository};
use crate::AppError;

pub struct DeleteSubject<'a> {
    pub subjects: &'a dyn SubjectRepository,
}

impl DeleteSubject<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectId, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::EduSubjectDelete)?;
        self.subjects.delete(id, &AuditContext::by(actor, AuditAction::Delete, request))
    }
}

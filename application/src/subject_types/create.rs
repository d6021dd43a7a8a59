use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::subject::{SubjectType, SubjectTypeDraft, SubjectTypeForm};

use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectTypeRepository};
use crate::AppError;

pub struct CreateSubjectType<'a> {
    pub types: &'a dyn SubjectTypeRepository,
}

impl CreateSubjectType<'_> {
    pub fn execute(&self, actor: &Actor, form: SubjectTypeForm, request: &RequestMeta) -> Result<SubjectType, AppError> {
        require_ministry(actor, Permission::EduSubjectAdd)?;
        let draft = SubjectTypeDraft::parse(&form)?;
        self.types.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

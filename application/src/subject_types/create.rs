use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::subject::{SubjectType, SubjectTypeDraft, SubjectTypeForm};

use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateSubjectType<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateSubjectType<'_> {
    pub fn execute(&self, actor: &Actor, form: SubjectTypeForm, request: &RequestMeta) -> Result<SubjectType, AppError> {
        require_ministry(actor, Permission::EduSubjectAdd)?;
        let draft = SubjectTypeDraft::parse(&form)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| tx.subject_types().insert(&draft))
    }
}

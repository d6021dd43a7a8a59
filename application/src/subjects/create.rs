use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::subject::{Subject, SubjectDraft, SubjectForm};

use super::check_type_exists;
use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateSubject<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateSubject<'_> {
    pub fn execute(&self, actor: &Actor, form: SubjectForm, request: &RequestMeta) -> Result<Subject, AppError> {
        require_ministry(actor, Permission::EduSubjectAdd)?;
        let draft = SubjectDraft::parse(&form)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| {
            check_type_exists(tx, &draft)?;
            tx.subjects().insert(&draft)
        })
    }
}

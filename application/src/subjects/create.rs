use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::subject::{Subject, SubjectDraft, SubjectForm};

use super::check_type_exists;
use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectRepository, SubjectTypeQueries};
use crate::AppError;

pub struct CreateSubject<'a> {
    pub subjects: &'a dyn SubjectRepository,
    pub types: &'a dyn SubjectTypeQueries,
}

impl CreateSubject<'_> {
    pub fn execute(&self, actor: &Actor, form: SubjectForm, request: &RequestMeta) -> Result<Subject, AppError> {
        require_ministry(actor, Permission::EduSubjectAdd)?;
        let draft = SubjectDraft::parse(&form)?;
        check_type_exists(self.types, &draft)?;
        self.subjects.create(&draft, &AuditContext::by(actor, AuditAction::Create, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectId;
use domain::permission::Permission;
use domain::subject::{Subject, SubjectDraft, SubjectForm};
use domain::version::Version;

use super::check_type_exists;
use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectRepository, SubjectTypeQueries};
use crate::AppError;

pub struct UpdateSubject<'a> {
    pub subjects: &'a dyn SubjectRepository,
    pub types: &'a dyn SubjectTypeQueries,
}

impl UpdateSubject<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: SubjectId,
        form: SubjectForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Subject, AppError> {
        require_ministry(actor, Permission::EduSubjectEdit)?;
        let draft = SubjectDraft::parse(&form)?;
        check_type_exists(self.types, &draft)?;
        self.subjects.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectId;
use domain::permission::Permission;
use domain::subject::{Subject, SubjectDraft, SubjectForm};
use domain::version::Version;

use super::check_type_exists;
use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateSubject<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.subjects().find(id, Lock::ForUpdate),
            |tx, _| {
                check_type_exists(tx, &draft)?;
                tx.subjects().save(id, &draft, version)
            },
        )
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectTypeId;
use domain::permission::Permission;
use domain::subject::{SubjectType, SubjectTypeDraft, SubjectTypeForm};
use domain::version::Version;

use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateSubjectType<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateSubjectType<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: SubjectTypeId,
        form: SubjectTypeForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<SubjectType, AppError> {
        require_ministry(actor, Permission::EduSubjectEdit)?;
        let draft = SubjectTypeDraft::parse(&form)?;
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.subject_types().find(id, Lock::ForUpdate),
            |tx, _| tx.subject_types().save(id, &draft, version),
        )
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectTypeId;
use domain::permission::Permission;
use domain::subject::{SubjectType, SubjectTypeDraft, SubjectTypeForm};
use domain::version::Version;

use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectTypeRepository};
use crate::AppError;

pub struct UpdateSubjectType<'a> {
    pub types: &'a dyn SubjectTypeRepository,
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
        self.types.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

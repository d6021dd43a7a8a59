use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectBundleId;
use domain::permission::Permission;
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft, SubjectBundleForm};
use domain::version::Version;

use super::check_subjects_exist;
use crate::access::require_ministry;
use crate::ports::{AuditContext, RequestMeta, SubjectBundleRepository, SubjectQueries};
use crate::AppError;

pub struct UpdateSubjectBundle<'a> {
    pub bundles: &'a dyn SubjectBundleRepository,
    pub subjects: &'a dyn SubjectQueries,
}

impl UpdateSubjectBundle<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: SubjectBundleId,
        form: SubjectBundleForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<SubjectBundle, AppError> {
        require_ministry(actor, Permission::BundleSubjectEdit)?;
        let draft = SubjectBundleDraft::parse(&form)?;
        check_subjects_exist(self.subjects, &draft)?;
        self.bundles.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::SubjectBundleId;
use domain::permission::Permission;
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft, SubjectBundleForm};
use domain::version::Version;

use super::check_subjects_exist;
use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateSubjectBundle<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.subject_bundles().find(id, Lock::ForUpdate),
            |tx, _| {
                check_subjects_exist(tx, &draft)?;
                tx.subject_bundles().save(id, &draft, version)
            },
        )
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft, SubjectBundleForm};

use super::check_subjects_exist;
use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateSubjectBundle<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateSubjectBundle<'_> {
    pub fn execute(&self, actor: &Actor, form: SubjectBundleForm, request: &RequestMeta) -> Result<SubjectBundle, AppError> {
        require_ministry(actor, Permission::BundleSubjectAdd)?;
        let draft = SubjectBundleDraft::parse(&form)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| {
            check_subjects_exist(tx, &draft)?;
            tx.subject_bundles().insert(&draft)
        })
    }
}

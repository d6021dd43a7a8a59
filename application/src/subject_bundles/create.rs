use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft, SubjectBundleForm};

use super::check_subjects_exist;
use crate::access::require_ministry;
use crate::audit::create_audited;
use crate::ports::{AuditContext, RequestMeta, SubjectQueries, UnitOfWork};
use crate::AppError;

pub struct CreateSubjectBundle<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub subjects: &'a dyn SubjectQueries,
}

impl CreateSubjectBundle<'_> {
    pub fn execute(&self, actor: &Actor, form: SubjectBundleForm, request: &RequestMeta) -> Result<SubjectBundle, AppError> {
        require_ministry(actor, Permission::BundleSubjectAdd)?;
        let draft = SubjectBundleDraft::parse(&form)?;
        check_subjects_exist(self.subjects, &draft)?;
        create_audited(self.unit, &AuditContext::by(actor, AuditAction::Create, request), |tx| tx.subject_bundles().insert(&draft))
    }
}

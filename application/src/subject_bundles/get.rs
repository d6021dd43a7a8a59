use domain::actor::Actor;
use domain::ids::SubjectBundleId;
use domain::permission::Permission;
use domain::subject_bundle::SubjectBundle;

use crate::access::require;
use crate::ports::SubjectBundleQueries;
use crate::AppError;

pub struct GetSubjectBundle<'a> {
    pub bundles: &'a dyn SubjectBundleQueries,
}

impl GetSubjectBundle<'_> {
    pub fn execute(&self, actor: &Actor, id: SubjectBundleId) -> Result<SubjectBundle, AppError> {
        require(actor, Permission::BundleSubjectView)?;
        self.bundles.find(id)?.ok_or(AppError::NotFound)
    }
}

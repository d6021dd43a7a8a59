use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::subject_bundle::SubjectBundle;

use crate::access::require;
use crate::ports::{SubjectBundleQueries, SubjectBundleQuery};
use crate::AppError;

pub struct ListSubjectBundles<'a> {
    pub bundles: &'a dyn SubjectBundleQueries,
}

impl ListSubjectBundles<'_> {
    pub fn execute(&self, actor: &Actor, query: SubjectBundleQuery) -> Result<Page<SubjectBundle>, AppError> {
        require(actor, Permission::BundleSubjectView)?;
        self.bundles.list(&query)
    }
}

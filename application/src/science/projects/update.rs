use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::ProjectId;
use domain::permission::Permission;
use domain::science::project::{ProjectDraft, ProjectForm};
use domain::science::Project;
use domain::version::Version;

use super::{check_members, project_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateProject<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateProject<'_> {
    /// A project stays in its institution; its details, funding and members are replaced.
    pub fn execute(
        &self,
        actor: &Actor,
        id: ProjectId,
        form: ProjectForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Project, AppError> {
        require(actor, Permission::ScienceProjectEdit)?;
        in_transaction(self.unit, |tx| {
            let before = project_in_scope(tx, actor, id)?;
            let draft = ProjectDraft::parse(&form)?;
            check_members(tx, before.institution_id, &draft)?;
            check_version(before.version, Some(version))?;
            let after = tx.science().save_project(id, &draft, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

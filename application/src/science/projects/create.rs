use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::science::project::{ProjectDraft, ProjectForm};
use domain::science::Project;

use super::check_members;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateProject<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateProject<'_> {
    pub fn execute(&self, actor: &Actor, institution: Option<i64>, form: ProjectForm, request: &RequestMeta) -> Result<Project, AppError> {
        require(actor, Permission::ScienceProjectAdd)?;
        let institution = owner(actor, institution)?;
        let draft = ProjectDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            check_members(tx, institution, &draft)?;
            let project = tx.science().insert_project(institution, &draft)?;
            let context = AuditContext::by(actor, AuditAction::Create, request);
            record_change(tx, &context, None, Some(&project))?;
            Ok(project)
        })
    }
}

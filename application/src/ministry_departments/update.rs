use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::MinistryDepartmentId;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::permission::Permission;
use domain::version::Version;

use super::check_parent_exists;
use crate::access::require_ministry;
use crate::ports::{AuditContext, MinistryDepartmentRepository, RequestMeta};
use crate::AppError;

pub struct UpdateMinistryDepartment<'a> {
    pub departments: &'a dyn MinistryDepartmentRepository,
}

impl UpdateMinistryDepartment<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: MinistryDepartmentId,
        draft: MinistryDepartmentDraft,
        version: Version,
        request: &RequestMeta,
    ) -> Result<MinistryDepartment, AppError> {
        require_ministry(actor, Permission::MinistryDepartmentEdit)?;
        self.departments.find(id)?.ok_or(AppError::NotFound)?;
        check_parent_exists(self.departments, &draft)?;
        let ancestors = match draft.parent_id {
            Some(parent) => self.departments.ancestors(parent)?,
            None => Vec::new(),
        };
        draft.check_parent(id, &ancestors).map_err(AppError::rule)?;
        self.departments.update(id, &draft, version, &AuditContext::by(actor, AuditAction::Update, request))
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::MinistryDepartmentId;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::permission::Permission;
use domain::version::Version;

use super::check_parent_exists;
use crate::access::require_ministry;
use crate::audit::update_audited;
use crate::ports::{AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateMinistryDepartment<'a> {
    pub unit: &'a dyn UnitOfWork,
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
        let context = AuditContext::by(actor, AuditAction::Update, request);
        update_audited(
            self.unit,
            &context,
            |tx| tx.ministry_departments().find(id, Lock::ForUpdate),
            |tx, _| {
                check_parent_exists(tx, &draft)?;
                let ancestors = match draft.parent_id {
                    Some(parent) => tx.ministry_departments().ancestors(parent)?,
                    None => Vec::new(),
                };
                draft.check_parent(id, &ancestors).map_err(AppError::rule)?;
                tx.ministry_departments().save(id, &draft, version)
            },
        )
    }
}

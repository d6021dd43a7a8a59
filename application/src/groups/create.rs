use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::group::{GroupDraft, GroupForm};
use domain::permission::Permission;

use super::check_references;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, GroupView, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateGroup<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateGroup<'_> {
    /// A group of the actor's institution on one of its approved curricula.
    pub fn execute(&self, actor: &Actor, form: GroupForm, request: &RequestMeta) -> Result<GroupView, AppError> {
        require(actor, Permission::EduGroupAdd)?;
        let institution = owner(actor, None)?;
        let draft = GroupDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            check_references(tx, &draft, institution)?;
            let group = tx.groups().insert(institution, &draft)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(institution);
            record_change(tx, &context, None, Some(&group))?;
            tx.groups().view(group.id)
        })
    }
}

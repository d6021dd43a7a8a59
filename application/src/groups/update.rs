use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::group::{GroupDraft, GroupForm};
use domain::ids::GroupId;
use domain::permission::Permission;
use domain::validation::ValidationErrors;
use domain::version::Version;

use super::{check_references, check_version, group_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, GroupView, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateGroup<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateGroup<'_> {
    /// The planned size never drops below the students the group holds.
    pub fn execute(
        &self,
        actor: &Actor,
        id: GroupId,
        form: GroupForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<GroupView, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let draft = GroupDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let before = group_in_scope(tx, actor, id, Lock::ForUpdate)?;
            check_version(before.version, Some(version))?;
            check_references(tx, &draft, before.institution_id)?;
            before.check_planned(draft.number_of_students).map_err(|i| ValidationErrors::single("number_of_students", i))?;
            let mut changed = before.clone();
            changed.details = draft.clone();
            let after = tx.groups().save(&changed)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            tx.groups().view(id)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::student::{StatusChange, StatusChangeForm};
use domain::version::Version;

use super::{group_with_room, student_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, StudentView, UnitOfWork};
use crate::AppError;

pub struct ChangeStudentStatus<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ChangeStudentStatus<'_> {
    /// One move of the status machine with its date, reason and order number in the history; a
    /// return to studying (reinstatement) needs room in the group.
    pub fn execute(
        &self,
        actor: &Actor,
        id: StudentId,
        form: StatusChangeForm,
        version: Option<Version>,
        request: &RequestMeta,
    ) -> Result<StudentView, AppError> {
        require(actor, Permission::StudentEdit)?;
        let change = StatusChange::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let before = student_in_scope(tx, actor, id, Lock::ForUpdate)?;
            check_version(before.version, version)?;
            let mut changed = before.clone();
            let entry = changed.change_status(&change).map_err(AppError::conflict)?;
            if entry.to == domain::student::StudentStatus::Graduated {
                crate::graduates::check_graduation(tx, id)?;
            }
            if !entry.from.is_enrolled() && entry.to.is_enrolled() {
                group_with_room(tx, actor, before.details.edu_group_id, 1)?;
            }
            let after = tx.students().save(&changed)?;
            tx.students().add_history(id, &entry, Some(actor.user_id))?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            tx.students().view(id)
        })
    }
}

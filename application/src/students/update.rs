use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::student::{StudentDraft, StudentForm};
use domain::version::Version;

use super::{check_pinfl_free, group_with_room, student_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, RequestMeta, StudentView, UnitOfWork};
use crate::AppError;

pub struct UpdateStudent<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl UpdateStudent<'_> {
    /// A move to another group needs room there, while the student counts towards a group's size.
    pub fn execute(
        &self,
        actor: &Actor,
        id: StudentId,
        form: StudentForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<StudentView, AppError> {
        require(actor, Permission::StudentEdit)?;
        let draft = StudentDraft::parse(&form, self.clock.now().date_naive())?;
        in_transaction(self.unit, |tx| {
            let before = student_in_scope(tx, actor, id, Lock::ForUpdate)?;
            check_version(before.version, Some(version))?;
            if draft.edu_group_id != before.details.edu_group_id {
                let adding = i64::from(before.status.is_enrolled());
                group_with_room(tx, actor, draft.edu_group_id, adding)?;
            }
            check_pinfl_free(tx, &draft.pinfl, Some(id))?;
            let mut changed = before.clone();
            changed.citizen_id = tx.citizens().find_or_create(&draft.citizen())?;
            changed.details = draft.clone();
            let after = tx.students().save(&changed)?;
            crate::results::keep_moved_student(tx, &after, before.details.edu_group_id)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            tx.students().view(id)
        })
    }
}

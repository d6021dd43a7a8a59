use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::student::{StudentDraft, StudentForm};

use super::{check_pinfl_free, group_with_room};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Clock, RequestMeta, StudentView, UnitOfWork};
use crate::AppError;

pub struct CreateStudent<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl CreateStudent<'_> {
    /// An ACTIVE student in a group of the actor's institution with room left; a person already
    /// known by PINFL is reused.
    pub fn execute(&self, actor: &Actor, form: StudentForm, request: &RequestMeta) -> Result<StudentView, AppError> {
        require(actor, Permission::StudentAdd)?;
        let draft = StudentDraft::parse(&form, self.clock.now().date_naive())?;
        in_transaction(self.unit, |tx| {
            let group = group_with_room(tx, actor, draft.edu_group_id, 1)?;
            check_pinfl_free(tx, &draft.pinfl, None)?;
            let citizen = tx.citizens().find_or_create(&draft.citizen())?;
            let student = tx.students().insert(group.institution_id, &[(citizen, draft.clone())])?.pop().ok_or(AppError::NotFound)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(group.institution_id);
            record_change(tx, &context, None, Some(&student))?;
            tx.students().view(student.id)
        })
    }
}

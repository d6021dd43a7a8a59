use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::science::doctorate::{DefenceDraft, DefenceForm};
use domain::science::{Defence, ScienceInvalid};
use domain::validation::{Invalid, ValidationErrors};

use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateDefence<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl CreateDefence<'_> {
    /// Records a doctoral student's defence, once, in their institution; the student is
    /// `DEFENDED` from then on.
    pub fn execute(&self, actor: &Actor, form: DefenceForm, request: &RequestMeta) -> Result<Defence, AppError> {
        require(actor, Permission::ScienceDoctorateAdd)?;
        let draft = DefenceDraft::parse(&form, domain::report::local_date(self.clock.now()))?;
        in_transaction(self.unit, |tx| {
            let unknown = || {
                AppError::from(ValidationErrors::single("doctoral_student_id", Invalid::Science(ScienceInvalid::UnknownDoctoralStudent)))
            };
            let student = tx.science().doctoral_student(draft.doctoral_student, Lock::ForUpdate)?.ok_or_else(unknown)?;
            if !actor.scope().includes(student.institution_id) {
                return Err(unknown());
            }
            let defended = student.defended().map_err(AppError::conflict)?;
            let defence = tx.science().insert_defence(student.institution_id, student.id, &draft.details)?;
            let after = tx.science().save_doctoral_student(student.id, &defended, None)?;
            let context = AuditContext::by(actor, AuditAction::Create, request);
            record_change(tx, &context, None, Some(&defence))?;
            record_change(tx, &AuditContext { action: AuditAction::Update, ..context }, Some(&student), Some(&after))?;
            Ok(defence)
        })
    }
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::student::{StatusChange, StudentStatus};
use domain::validation::{parse_date, required_text, ValidationErrors};

use super::{context_of, record_in_scope, GraduateCard};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, Lock, RequestMeta, Transaction, UnitOfWork};
use crate::AppError;

/// The graduation form before it is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GraduationForm {
    pub date: String,
    pub order_number: String,
}

pub struct Graduate<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl Graduate<'_> {
    /// ACTIVE → GRADUATED with its history entry and audit, only when every subject has a passing
    /// rating and every DAK exam is rated (422 `graduation_incomplete` listing what is missing).
    pub fn execute(&self, actor: &Actor, id: StudentId, form: GraduationForm, request: &RequestMeta) -> Result<GraduateCard, AppError> {
        require(actor, Permission::StudentEdit)?;
        let mut errors = ValidationErrors::new();
        let date = errors.check("date", parse_date(&form.date));
        let order_number = errors.check("order_number", required_text(&form.order_number, 64));
        errors.into_result()?;
        let (Some(date), Some(order_number)) = (date, order_number) else { return Err(AppError::internal("a checked form lost a field")) };
        let change = StatusChange { status: StudentStatus::Graduated, date, reason: String::new(), order_number };
        in_transaction(self.unit, |tx| {
            let record = record_in_scope(tx, actor, id, Lock::ForUpdate)?;
            let before = record.student.clone();
            let mut changed = before.clone();
            let entry = changed.change_status(&change).map_err(AppError::conflict)?;
            record.readiness().check().map_err(AppError::rule)?;
            let after = tx.students().save(&changed)?;
            tx.students().add_history(id, &entry, Some(actor.user_id))?;
            record_change(tx, &context_of(actor, AuditAction::Update, request, &record), Some(&before), Some(&after))?;
            let record = record_in_scope(tx, actor, id, Lock::None)?;
            Ok(GraduateCard::of(record, actor))
        })
    }
}

/// The readiness rule for a move to GRADUATED made elsewhere (the student's status form): a
/// student who is not ready, or not a candidate at all, is refused.
pub(crate) fn check_graduation(tx: &mut dyn Transaction, id: StudentId) -> Result<(), AppError> {
    match tx.graduates().record(id, Lock::None)? {
        Some(record) => record.readiness().check().map_err(AppError::rule),
        None => Err(AppError::conflict(domain::graduate::GraduateRule::NotACandidate)),
    }
}

use domain::actor::Actor;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::ids::StudentId;
use domain::journal::{Tally, MAX_REASON_LENGTH};
use domain::permission::Permission;
use domain::schedule::DateSpan;
use domain::validation::{parse_date, required_text, Invalid, ValidationErrors};

use crate::access::require;
use crate::ports::{in_transaction, AuditContext, Excuse, Lock, NewExcuse, RequestMeta, UnitOfWork};
use crate::students::student_in_scope;
use crate::AppError;

/// The longest span one excuse covers: a year.
pub const MAX_EXCUSE_DAYS: i64 = 366;

/// An excuse as the dean's office enters it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExcuseForm {
    pub date_from: String,
    pub date_to: String,
    pub reason: String,
    pub document: String,
}

pub struct ExcuseAbsences<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ExcuseAbsences<'_> {
    /// Turns the student's unexcused absences in the span (both days included) into excused ones,
    /// moving their absence hours, and records the excuse with its document. Rolls taken later in
    /// the span mark the student excused at once.
    pub fn execute(&self, actor: &Actor, student: StudentId, form: &ExcuseForm, request: &RequestMeta) -> Result<Excuse, AppError> {
        require(actor, Permission::AttendanceExcuse)?;
        let mut errors = ValidationErrors::new();
        let from = errors.check("date_from", parse_date(&form.date_from));
        let to = errors.check("date_to", parse_date(&form.date_to));
        let reason = errors.check("reason", required_text(&form.reason, MAX_REASON_LENGTH));
        let document = errors.check("document", required_text(&form.document, MAX_REASON_LENGTH));
        let span = match (from, to) {
            (Some(from), Some(to)) => match DateSpan::new(from, to) {
                Some(span) if (to - from).num_days() < MAX_EXCUSE_DAYS => Some(span),
                Some(_) => {
                    errors.add("date_to", Invalid::OutOfRange { min: 1, max: MAX_EXCUSE_DAYS });
                    None
                }
                None => {
                    errors.add("date_to", Invalid::EndNotAfterStart);
                    None
                }
            },
            _ => None,
        };
        errors.into_result()?;
        let (Some(span), Some(reason), Some(document)) = (span, reason, document) else {
            return Err(ValidationErrors::single("date_from", Invalid::Required).into());
        };
        in_transaction(self.unit, |tx| {
            let found = student_in_scope(tx, actor, student, Lock::ForUpdate)?;
            let mut excused = 0;
            for mut held in tx.journal().rolls_of_student(student, span)? {
                if !held.stored.roll.excuse(student) {
                    continue;
                }
                tx.journal().save_roll(held.stored.lesson, held.stored.date, &held.stored.roll, held.stored.version)?;
                let moved = Tally { absent: -1, excused: 1, ..Tally::default() };
                tx.journal().count(found.institution_id, held.curriculum, held.semester, held.subject, &[(student, moved)])?;
                excused += 1;
            }
            let id = tx.journal().insert_excuse(&NewExcuse {
                institution: found.institution_id,
                student,
                span,
                reason: reason.clone(),
                document: document.clone(),
                lessons_excused: excused,
                created_by: actor.user_id,
            })?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(found.institution_id);
            let changes = vec![
                ("student_id", AuditValue::Null, AuditValue::Int(student.get())),
                ("date_from", AuditValue::Null, span.start().into()),
                ("date_to", AuditValue::Null, span.end().into()),
                ("reason", AuditValue::Null, reason.as_str().into()),
                ("document", AuditValue::Null, document.as_str().into()),
                ("lessons_excused", AuditValue::Null, excused.into()),
            ];
            tx.audit().record(&context, EntityType::AbsenceExcuse, Some(id.get()), &changes)?;
            let page = tx.journal().excuses(student, domain::paging::PageRequest::new(Some(1), Some(1))?)?;
            page.items.into_iter().find(|e| e.id == id).ok_or_else(|| AppError::internal("a saved excuse was not read back"))
        })
    }
}

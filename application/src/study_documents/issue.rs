use chrono::Datelike;
use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::graduate::uuid_text::PublicId;
use domain::graduate::{may_issue_study, study_number, DocumentKind, IssuedDocument};
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};

use super::printed::{reference, transcript, Printing};
use crate::access::require;
use crate::audit::record_change;
use crate::graduates::verify_url;
use crate::ports::{
    in_transaction, AuditContext, Clock, DocumentPrinter, Lock, NewDocument, ReportNames, RequestMeta, Transaction, UnitOfWork,
};
use crate::results::results_of;
use crate::schedule::today;
use crate::students::student_in_scope;
use crate::AppError;
use domain::student::Student;

pub struct IssueStudyDocument<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub printer: &'a dyn DocumentPrinter,
    pub clock: &'a dyn Clock,
    /// Where the QR code sends a reader: `<public_url>/report/<public_id>`.
    pub public_url: &'a str,
}

impl IssueStudyDocument<'_> {
    /// A transcript of the student's results as they stand today, or a reference of study for an
    /// active student (409 `not_studying` otherwise), numbered next in the institution's series
    /// of the kind and year. A graduate's kind is 422 under `kind`.
    pub fn execute(&self, actor: &Actor, id: StudentId, kind: DocumentKind, request: &RequestMeta) -> Result<IssuedDocument, AppError> {
        require(actor, Permission::StudentDocument)?;
        if !kind.is_study() {
            return Err(ValidationErrors::single("kind", Invalid::UnknownValue).into());
        }
        let now = self.clock.now();
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let student = student_in_scope(tx, actor, id, Lock::ForUpdate)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(student.institution_id);
            let issuing = Issuing { printer: self.printer, public_url: self.public_url, now, today };
            issue_study(tx, &issuing, &context, &student, kind)
        })
    }
}

/// What issuing a study document needs besides the student: the printer, the verification address
/// and the moment.
pub(crate) struct Issuing<'a> {
    pub printer: &'a dyn DocumentPrinter,
    pub public_url: &'a str,
    pub now: chrono::DateTime<chrono::Utc>,
    pub today: chrono::NaiveDate,
}

/// Numbers, prints, stores and audits a transcript or a reference of a student the caller has
/// already found and locked, inside the caller's transaction.
pub(crate) fn issue_study(
    tx: &mut dyn Transaction,
    issuing: &Issuing<'_>,
    context: &AuditContext,
    student: &Student,
    kind: DocumentKind,
) -> Result<IssuedDocument, AppError> {
    let today = issuing.today;
    may_issue_study(kind, student.status).map_err(AppError::conflict)?;
    let facts = tx.study_documents().facts(student.id)?.ok_or(AppError::NotFound)?;
    let n = tx.study_documents().next_number(student.institution_id, kind, today.year())?;
    let number = study_number(kind, student.institution_id, today.year(), n);
    let public_id = PublicId::parse(&uuid::Uuid::new_v4().to_string()).map_err(|_| AppError::internal("a new UUID did not parse"))?;
    let printing = Printing { student, facts: &facts, number: &number, verify_url: verify_url(issuing.public_url, &public_id), today };
    let printed = match kind {
        DocumentKind::Transcript => transcript(&printing, &results_of(tx, student, None, today)?),
        _ => reference(&printing),
    };
    let pdf = issuing.printer.print(&printed).map_err(AppError::internal)?;
    let document = tx.graduates().insert_document(&NewDocument {
        public_id,
        student_id: student.id,
        institution_id: student.institution_id,
        kind,
        original_id: None,
        number,
        pdf,
        issued_at: issuing.now,
        report: ReportNames {
            holder: student.details.fio.clone(),
            institution: facts.institution_name.clone(),
            edu_direction: facts.direction_name.clone(),
            qualification: None,
            year: today.year(),
        },
    })?;
    record_change(tx, context, None, Some(&document))?;
    Ok(document)
}

use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::graduate::{DocumentKind, IssuedDocument};
use domain::ids::StudentId;
use domain::validation::{Invalid, ValidationErrors};

use super::{portal_student, require_portal};
use crate::ports::{
    in_transaction, AuditContext, Clock, DocumentPrinter, GraduateQueries, Lock, RequestMeta, StoredPdf, StudentOrder, UnitOfWork,
};
use crate::schedule::today;
use crate::study_documents::{issue_study, Issuing};
use crate::AppError;

/// What names the student: the orders past their draft and the documents issued to them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyPapers {
    pub student: StudentId,
    pub orders: Vec<StudentOrder>,
    /// Newest first.
    pub documents: Vec<IssuedDocument>,
}

pub struct MyDocuments<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl MyDocuments<'_> {
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>) -> Result<MyPapers, AppError> {
        require_portal(actor)?;
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            let orders = tx.portal().orders_of(student.id)?;
            let documents = tx.study_documents().issued(student.id)?;
            Ok(MyPapers { student: student.id, orders, documents })
        })
    }
}

pub struct RequestMyDocument<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub printer: &'a dyn DocumentPrinter,
    pub clock: &'a dyn Clock,
    pub public_url: &'a str,
}

impl RequestMyDocument<'_> {
    /// A reference of study or a transcript issued at the student's (or their parent's) request,
    /// numbered and recorded as the staff's are.
    pub fn execute(
        &self,
        actor: &Actor,
        asked: Option<StudentId>,
        kind: DocumentKind,
        request: &RequestMeta,
    ) -> Result<IssuedDocument, AppError> {
        require_portal(actor)?;
        if !kind.is_study() {
            return Err(ValidationErrors::single("kind", Invalid::UnknownValue).into());
        }
        let issuing = Issuing { printer: self.printer, public_url: self.public_url, now: self.clock.now(), today: today(self.clock) };
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::ForUpdate)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(student.institution_id);
            issue_study(tx, &issuing, &context, &student, kind)
        })
    }
}

pub struct MyDocumentPdf<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub graduates: &'a dyn GraduateQueries,
}

impl MyDocumentPdf<'_> {
    /// A document issued to the student, as it was printed; another's is "not found".
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>, document: i64) -> Result<StoredPdf, AppError> {
        require_portal(actor)?;
        in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            let issued = tx.study_documents().issued(student.id)?;
            issued.iter().any(|d| d.id == document).then_some(()).ok_or(AppError::NotFound)
        })?;
        self.graduates.pdf(document)?.ok_or(AppError::NotFound)
    }
}

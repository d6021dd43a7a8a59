use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::graduate::{DocumentKind, IssuedDocument};
use domain::ids::StudentId;
use domain::permission::Permission;

use super::{context_of, issue, record_in_scope, Issuing};
use crate::access::{require, require_any};
use crate::ports::{in_transaction, Clock, DocumentPrinter, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

/// Every permission that issues some document: a role with none of them may not ask at all.
pub const ISSUING: [Permission; 6] = [
    Permission::GenerateDiploma,
    Permission::GenerateDiplomaDuplicate,
    Permission::GenerateAppendix,
    Permission::GenerateAppendixDuplicate,
    Permission::GenerateCertificate,
    Permission::GenerateCertificateDuplicate,
];

pub struct IssueDocument<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub printer: &'a dyn DocumentPrinter,
    pub clock: &'a dyn Clock,
    /// Where the QR code sends a reader: `<public_url>/report/<public_id>`.
    pub public_url: &'a str,
}

impl IssueDocument<'_> {
    /// One document of a kind, or a duplicate of its valid original, under the kind's own
    /// permission. Issuing an original again revokes the valid one.
    pub fn execute(
        &self,
        actor: &Actor,
        id: StudentId,
        kind: DocumentKind,
        duplicate: bool,
        request: &RequestMeta,
    ) -> Result<IssuedDocument, AppError> {
        require_any(actor, &ISSUING)?;
        require(actor, kind.permission(duplicate))?;
        let issuing = Issuing { printer: self.printer, public_url: self.public_url, now: self.clock.now() };
        in_transaction(self.unit, |tx| {
            let record = record_in_scope(tx, actor, id, Lock::ForUpdate)?;
            let context = context_of(actor, AuditAction::Update, request, &record);
            issue(tx, &context, &issuing, &record, kind, duplicate)
        })
    }
}

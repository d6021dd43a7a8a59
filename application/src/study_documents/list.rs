use domain::actor::Actor;
use domain::graduate::IssuedDocument;
use domain::ids::StudentId;
use domain::permission::Permission;

use crate::access::require_any;
use crate::ports::{in_transaction, Lock, UnitOfWork};
use crate::students::student_in_scope;
use crate::AppError;

pub struct StudyDocuments<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl StudyDocuments<'_> {
    /// The student's transcripts and references, newest first.
    pub fn execute(&self, actor: &Actor, id: StudentId) -> Result<Vec<IssuedDocument>, AppError> {
        require_any(actor, &[Permission::StudentView, Permission::StudentDocument])?;
        in_transaction(self.unit, |tx| {
            student_in_scope(tx, actor, id, Lock::None)?;
            tx.study_documents().issued(id)
        })
    }
}

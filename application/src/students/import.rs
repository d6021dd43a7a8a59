use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::GroupId;
use domain::permission::Permission;
use domain::pinfl::Pinfl;
use domain::student::import::{check_rows, read_rows, ImportColumn, ImportError, ImportProblem, NotASpreadsheet};
use domain::validation::ValidationErrors;

use super::group_with_room;
use crate::access::require;
use crate::audit::record_created;
use crate::ports::{in_transaction, AuditContext, Clock, RequestMeta, SpreadsheetReader, UnitOfWork};
use crate::AppError;

/// Larger uploads are refused before they are read (413).
pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;

/// An uploaded file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Upload {
    pub file_name: String,
    pub content: Vec<u8>,
}

pub struct ImportStudents<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
    pub reader: &'a dyn SpreadsheetReader,
}

impl ImportStudents<'_> {
    /// All rows or none: a file with any bad row writes nothing and answers every problem with its
    /// line and column. Answers how many students were enrolled.
    pub fn execute(&self, actor: &Actor, edu_group_id: i64, upload: &Upload, request: &RequestMeta) -> Result<usize, AppError> {
        require(actor, Permission::StudentImport)?;
        let group_id = GroupId::new(edu_group_id).map_err(|invalid| ValidationErrors::single("edu_group_id", invalid))?;
        let rows = self.reader.read_rows(&upload.file_name, &upload.content).map_err(|_| AppError::rule(NotASpreadsheet))?;
        let forms = read_rows(&rows, edu_group_id).map_err(AppError::Import)?;
        let drafts = check_rows(&forms, self.clock.now().date_naive()).map_err(sorted)?;
        in_transaction(self.unit, |tx| {
            let group = group_with_room(tx, actor, group_id, drafts.len() as i64)?;
            let pinfls: Vec<Pinfl> = drafts.iter().map(|(_, d)| d.pinfl.clone()).collect();
            let taken = tx.students().taken_pinfls(&pinfls, None)?;
            if !taken.is_empty() {
                let errors = drafts
                    .iter()
                    .filter(|(_, d)| taken.contains(&d.pinfl))
                    .map(|(line, _)| ImportError { line: *line, column: Some(ImportColumn::Pinfl), problem: ImportProblem::PinflEnrolled })
                    .collect();
                return Err(AppError::Import(errors));
            }
            let citizens = tx.citizens().find_or_create_many(&drafts.iter().map(|(_, d)| d.citizen()).collect::<Vec<_>>())?;
            let students: Vec<_> = citizens.into_iter().zip(drafts.iter().map(|(_, d)| d.clone())).collect();
            let created = tx.students().insert(group.institution_id, &students)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(group.institution_id);
            record_created(tx, &context, &created)?;
            Ok(created.len())
        })
    }
}

fn sorted(mut errors: Vec<ImportError>) -> AppError {
    errors.sort_by_key(|e| (e.line, e.column));
    AppError::Import(errors)
}

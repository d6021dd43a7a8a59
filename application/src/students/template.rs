use domain::actor::Actor;
use domain::language::Language;
use domain::permission::Permission;
use domain::student::import::ImportColumn;

use crate::access::require;
use crate::ports::{Sheet, SpreadsheetWriter};
use crate::AppError;

pub struct StudentImportTemplate<'a> {
    pub writer: &'a dyn SpreadsheetWriter,
}

impl StudentImportTemplate<'_> {
    /// An empty sheet whose header names the import's columns in the caller's language.
    pub fn execute(&self, actor: &Actor, language: Language) -> Result<Vec<u8>, AppError> {
        require(actor, Permission::StudentImport)?;
        let name = match language {
            Language::Uz | Language::UzCyrl => language.fixed("Talabalar"),
            Language::Ru => "Студенты",
            Language::En => "Students",
        };
        let sheet = Sheet {
            name: name.into(),
            headers: ImportColumn::ALL.iter().map(|c| c.label(language).to_string()).collect(),
            rows: Vec::new(),
        };
        self.writer.write(&sheet).map_err(AppError::internal)
    }
}

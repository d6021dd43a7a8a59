use domain::actor::Actor;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{GraduateQueries, StoredPdf};
use crate::AppError;

pub struct DocumentPdf<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl DocumentPdf<'_> {
    /// The PDF exactly as it was set when the document was issued.
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<StoredPdf, AppError> {
        require(actor, Permission::GraduateView)?;
        let pdf = self.graduates.pdf(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&pdf.institution_id))?;
        Ok(pdf)
    }
}

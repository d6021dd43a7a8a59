use domain::actor::Actor;
use domain::permission::Permission;

use crate::access::{require, require_any, require_in_scope};
use crate::ports::{GraduateQueries, StoredPdf};
use crate::AppError;

pub struct DocumentPdf<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl DocumentPdf<'_> {
    /// The PDF exactly as it was set when the document was issued: a graduate's under
    /// `graduate-view`, a studying student's transcript or reference under `student-view` or
    /// `student-document`.
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<StoredPdf, AppError> {
        const STUDY: [Permission; 2] = [Permission::StudentView, Permission::StudentDocument];
        require_any(actor, &[Permission::GraduateView, STUDY[0], STUDY[1]])?;
        let pdf = self.graduates.pdf(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&pdf.institution_id))?;
        if pdf.kind.is_study() {
            require_any(actor, &STUDY)?;
        } else {
            require(actor, Permission::GraduateView)?;
        }
        Ok(pdf)
    }
}

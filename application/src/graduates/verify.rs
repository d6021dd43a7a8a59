use domain::graduate::uuid_text::PublicId;
use domain::graduate::DocumentNotFound;

use crate::ports::{GraduateQueries, PublicReport};
use crate::AppError;

pub struct VerifyDocument<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl VerifyDocument<'_> {
    /// Public: whether a document is genuine, as its QR code asks. An unknown or malformed id is
    /// 404 `document_not_found`. The answer holds nothing beyond what the report may show.
    pub fn execute(&self, public_id: &str) -> Result<PublicReport, AppError> {
        let missing = || AppError::Missing(Box::new(DocumentNotFound));
        let public_id = PublicId::parse(public_id).map_err(|_| missing())?;
        self.graduates.report(&public_id)?.ok_or_else(missing)
    }
}

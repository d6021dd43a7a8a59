use domain::actor::Actor;
use domain::ids::PublicationId;
use domain::science::PublicationFile;

use super::GetPublication;
use crate::ports::{ScienceQueries, UnitOfWork};
use crate::AppError;

pub struct PublicationPdf<'a> {
    pub science: &'a dyn ScienceQueries,
    pub unit: &'a dyn UnitOfWork,
}

impl PublicationPdf<'_> {
    /// The PDF of a publication the actor may read.
    pub fn execute(&self, actor: &Actor, id: PublicationId) -> Result<(PublicationFile, Vec<u8>), AppError> {
        GetPublication { science: self.science, unit: self.unit }.execute(actor, id)?;
        self.science.publication_pdf(id)?.ok_or(AppError::NotFound)
    }
}

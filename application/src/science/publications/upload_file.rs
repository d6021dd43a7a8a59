use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::science::{Publication, PublicationFile};
use domain::validation::{Invalid, ValidationErrors};

use super::{by_office, publication_in_reach};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UploadPublicationFile<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UploadPublicationFile<'_> {
    /// The PDF of a publication, in place of any earlier one: whoever may edit the publication
    /// may attach it. A file that is not a PDF is refused whatever its name.
    pub fn execute(
        &self,
        actor: &Actor,
        id: PublicationId,
        name: &str,
        content: &[u8],
        request: &RequestMeta,
    ) -> Result<Publication, AppError> {
        if content.is_empty() {
            return Err(ValidationErrors::single("file", Invalid::Required).into());
        }
        if content.len() > PublicationFile::MAX_BYTES {
            return Err(ValidationErrors::single("file", Invalid::OutOfRange { min: 1, max: PublicationFile::MAX_BYTES as i64 }).into());
        }
        PublicationFile::check_pdf(content).map_err(AppError::rule)?;
        let name = PublicationFile::clean_name(name);
        in_transaction(self.unit, |tx| {
            let (before, _) = publication_in_reach(tx, actor, id, Permission::SciencePublicationEdit, Lock::ForUpdate)?;
            let verification = before.verification.after_change(by_office(actor)).map_err(AppError::conflict)?;
            let after = tx.science().store_file(id, &name, content, verification)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

use chrono::Datelike;
use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::PublicationId;
use domain::permission::Permission;
use domain::science::publication::{PublicationDraft, PublicationForm};
use domain::science::Publication;
use domain::version::Version;

use super::{authors_to_store, by_office, publication_in_reach};
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdatePublication<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl UpdatePublication<'_> {
    /// The office edits any publication of its institution, an author their own. A returned
    /// publication, corrected, waits for the office again; a verified one is changed by the office
    /// only and stays verified.
    pub fn execute(
        &self,
        actor: &Actor,
        id: PublicationId,
        form: PublicationForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Publication, AppError> {
        let this_year = domain::report::local_date(self.clock.now()).year();
        in_transaction(self.unit, |tx| {
            let (before, reach) = publication_in_reach(tx, actor, id, Permission::SciencePublicationEdit, Lock::ForUpdate)?;
            let verification = before.verification.after_change(by_office(actor)).map_err(AppError::conflict)?;
            let draft = PublicationDraft::parse(&form, this_year)?;
            let saved_by = reach.author();
            let authors = authors_to_store(tx, before.institution_id, &draft.authors, &before.authors, reach, saved_by)?;
            check_version(before.version, Some(version))?;
            let after = tx.science().save_publication(id, &draft.details, &authors, verification, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

use chrono::Datelike;
use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::science::publication::{PublicationDraft, PublicationForm};
use domain::science::Publication;

use super::{authors_to_store, reach, Reach};
use crate::access::owner;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Clock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreatePublication<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl CreatePublication<'_> {
    /// The office enters any publication of its institution; a staff member enters their own
    /// (they are among its authors, and their authorship is confirmed by entering it). Either
    /// way it waits for the office's verification.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        form: PublicationForm,
        request: &RequestMeta,
    ) -> Result<Publication, AppError> {
        if !actor.can(Permission::SciencePublicationAdd) && !actor.can(Permission::SciencePublicationOwn) {
            return Err(AppError::Forbidden);
        }
        let institution = owner(actor, institution)?;
        let this_year = domain::report::local_date(self.clock.now()).year();
        let draft = PublicationDraft::parse(&form, this_year)?;
        in_transaction(self.unit, |tx| {
            let reach = reach(tx, actor, Permission::SciencePublicationAdd)?;
            let saved_by = match reach {
                Reach::Author(own) => Some(own),
                Reach::Office => super::super::own_staff(tx, actor)?,
            };
            let authors = authors_to_store(tx, institution, &draft.authors, &[], reach, saved_by)?;
            let publication = tx.science().insert_publication(institution, &draft.details, &authors)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&publication))?;
            Ok(publication)
        })
    }
}

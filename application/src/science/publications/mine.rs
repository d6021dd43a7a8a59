use domain::actor::Actor;
use domain::ids::StaffId;
use domain::paging::Page;
use domain::permission::Permission;
use domain::schedule::NotATeacher;
use domain::science::Publication;

use crate::access::require;
use crate::ports::{in_transaction, PublicationQuery, ScienceQueries, UnitOfWork};
use crate::AppError;

pub struct ListMyPublications<'a> {
    pub science: &'a dyn ScienceQueries,
    pub unit: &'a dyn UnitOfWork,
}

impl ListMyPublications<'_> {
    /// The publications the signed-in staff member is an author of in the current institution,
    /// and who they are, so that each line can show their own confirmation.
    pub fn execute(&self, actor: &Actor, query: PublicationQuery) -> Result<(Page<Publication>, StaffId), AppError> {
        require(actor, Permission::SciencePublicationOwn)?;
        let staff = in_transaction(self.unit, |tx| super::super::own_staff(tx, actor))?.ok_or_else(|| AppError::rule(NotATeacher))?;
        let query = PublicationQuery { scope: actor.scope(), institution_id: actor.institution_id, staff_id: Some(staff), ..query };
        Ok((self.science.publications(&query)?, staff))
    }
}

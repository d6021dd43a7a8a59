use domain::actor::Actor;

use crate::ports::{InstitutionRef, UserQueries};
use crate::AppError;

/// The institutions the signed-in user is attached to, for the institution selector.
pub struct MyInstitutions<'a> {
    pub users: &'a dyn UserQueries,
}

impl MyInstitutions<'_> {
    pub fn execute(&self, actor: &Actor) -> Result<Vec<InstitutionRef>, AppError> {
        let user = self.users.find(actor.user_id)?.ok_or(AppError::Unauthenticated)?;
        Ok(user.institutions)
    }
}

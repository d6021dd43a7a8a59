use domain::actor::Actor;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{AcademicDebtQuery, AcademicDebts, Clock, StandingQueries};
use crate::schedule::today;
use crate::AppError;

pub struct ListAcademicDebts<'a> {
    pub standings: &'a dyn StandingQueries,
    pub clock: &'a dyn Clock,
}

impl ListAcademicDebts<'_> {
    /// The students in debt (or the institutions with their counts) within the actor's scope, as of
    /// today: a result whose sheet is still open is not a debt yet.
    pub fn execute(&self, actor: &Actor, query: AcademicDebtQuery) -> Result<AcademicDebts, AppError> {
        require(actor, Permission::JournalView)?;
        self.standings.academic_debts(&AcademicDebtQuery { scope: actor.scope(), today: today(self.clock), ..query })
    }
}

use domain::actor::Actor;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{DebtQuery, Debts, FinanceQueries};
use crate::AppError;

pub struct ListDebts<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl ListDebts<'_> {
    /// The debts per student, group or institution, within the actor's scope, with the sums of
    /// every row of the filter.
    pub fn execute(&self, actor: &Actor, query: DebtQuery) -> Result<Debts, AppError> {
        require(actor, Permission::ContractView)?;
        self.finance.debts(&DebtQuery { scope: actor.scope(), ..query })
    }
}

use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{IncomingQuery, IncomingTransfer, OrderQueries};
use crate::AppError;

pub struct ListIncomingTransfers<'a> {
    pub orders: &'a dyn OrderQueries,
}

impl ListIncomingTransfers<'_> {
    /// The students other institutions released to the actor's institution and it has not admitted
    /// yet: the only students of another institution a registrar sees, so that an admission order
    /// can name them.
    pub fn execute(&self, actor: &Actor, query: IncomingQuery) -> Result<Page<IncomingTransfer>, AppError> {
        require(actor, Permission::OrderView)?;
        self.orders.incoming(&IncomingQuery { scope: actor.scope(), ..query })
    }
}

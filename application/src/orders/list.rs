use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{OrderQueries, OrderQuery, OrderView};
use crate::AppError;

pub struct ListOrders<'a> {
    pub orders: &'a dyn OrderQueries,
}

impl ListOrders<'_> {
    /// The orders of the actor's institution (of every one, or the one asked, for the ministry).
    pub fn execute(&self, actor: &Actor, query: OrderQuery) -> Result<Page<OrderView>, AppError> {
        require(actor, Permission::OrderView)?;
        self.orders.list(&OrderQuery { scope: actor.scope(), ..query })
    }
}

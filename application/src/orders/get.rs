use domain::actor::Actor;
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{OrderQueries, OrderView};
use crate::AppError;

pub struct GetOrder<'a> {
    pub orders: &'a dyn OrderQueries,
}

impl GetOrder<'_> {
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<OrderView, AppError> {
        require(actor, Permission::OrderView)?;
        let view = self.orders.find(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&view.order.institution_id))?;
        Ok(view)
    }
}

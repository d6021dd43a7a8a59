use domain::actor::Actor;
use domain::direction::Direction;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{DirectionQueries, DirectionQuery};
use crate::AppError;

pub struct ListDirections<'a> {
    pub directions: &'a dyn DirectionQueries,
}

impl ListDirections<'_> {
    pub fn execute(&self, actor: &Actor, query: DirectionQuery) -> Result<Page<Direction>, AppError> {
        require(actor, Permission::EduDirectionView)?;
        self.directions.list(&query)
    }
}

use domain::actor::Actor;
use domain::direction::Direction;
use domain::ids::DirectionId;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::DirectionQueries;
use crate::AppError;

pub struct GetDirection<'a> {
    pub directions: &'a dyn DirectionQueries,
}

impl GetDirection<'_> {
    pub fn execute(&self, actor: &Actor, id: DirectionId) -> Result<Direction, AppError> {
        require(actor, Permission::EduDirectionView)?;
        self.directions.find(id)?.ok_or(AppError::NotFound)
    }
}

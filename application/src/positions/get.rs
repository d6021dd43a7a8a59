use domain::actor::Actor;
use domain::ids::PositionId;
use domain::permission::Permission;
use domain::position::Position;

use crate::access::require;
use crate::ports::PositionQueries;
use crate::AppError;

pub struct GetPosition<'a> {
    pub positions: &'a dyn PositionQueries,
}

impl GetPosition<'_> {
    pub fn execute(&self, actor: &Actor, id: PositionId) -> Result<Position, AppError> {
        require(actor, Permission::InstitutionPositionView)?;
        self.positions.find(id)?.ok_or(AppError::NotFound)
    }
}

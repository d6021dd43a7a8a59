use domain::actor::Actor;
use domain::paging::Page;
use domain::permission::Permission;
use domain::position::Position;

use crate::ports::{PositionQueries, PositionQuery};
use crate::AppError;

pub struct ListPositions<'a> {
    pub positions: &'a dyn PositionQueries,
}

impl ListPositions<'_> {
    /// Readable with `institution-position-view`, and by whoever manages staff (the staff form
    /// picks positions from it).
    pub fn execute(&self, actor: &Actor, query: PositionQuery) -> Result<Page<Position>, AppError> {
        let readers = [Permission::InstitutionPositionView, Permission::StaffView, Permission::StaffAdd, Permission::StaffEdit];
        if !readers.iter().any(|p| actor.can(*p)) {
            return Err(AppError::Forbidden);
        }
        self.positions.list(&query)
    }
}

use domain::actor::Actor;
use domain::ids::StudentId;
use domain::permission::Permission;

use super::GraduateCard;
use crate::access::{require, require_in_scope};
use crate::ports::GraduateQueries;
use crate::AppError;

pub struct GetGraduate<'a> {
    pub graduates: &'a dyn GraduateQueries,
}

impl GetGraduate<'_> {
    /// The whole record of a candidate or graduate with its readiness and what the actor may do
    /// now; `NotFound` for any other student and for another institution's.
    pub fn execute(&self, actor: &Actor, id: StudentId) -> Result<GraduateCard, AppError> {
        require(actor, Permission::GraduateView)?;
        let record = self.graduates.record(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&record.student.institution_id))?;
        Ok(GraduateCard::of(record, actor))
    }
}

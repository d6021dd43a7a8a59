use domain::actor::Actor;
use domain::ids::InstitutionId;
use domain::permission::Permission;
use domain::schedule::YearMonth;

use crate::access::require;
use crate::ports::{in_transaction, LessonFilter, UnitOfWork};
use crate::schedule::Calendar;
use crate::AppError;

pub struct TeacherCalendar<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl TeacherCalendar<'_> {
    /// The teacher's own month across every institution they teach in, or in one of them.
    pub fn execute(&self, actor: &Actor, month: YearMonth, institution: Option<InstitutionId>) -> Result<Calendar, AppError> {
        require(actor, Permission::TeacherClassSchedule)?;
        in_transaction(self.unit, |tx| {
            let staff: Vec<_> = tx
                .teaching()
                .posts(actor.user_id)?
                .into_iter()
                .filter(|p| institution.is_none_or(|i| i == p.institution_id))
                .map(|p| p.staff)
                .collect();
            if staff.is_empty() {
                return Ok(Calendar::expand(month, &[], Vec::new()));
            }
            let filter = LessonFilter { teachers: Some(staff), ..LessonFilter::default() };
            let lessons = tx.schedules().in_window(&filter, month.span())?;
            let exams = tx.exams().in_window(&filter, month.span())?;
            Ok(Calendar::expand(month, &lessons, exams))
        })
    }
}

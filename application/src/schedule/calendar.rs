use domain::actor::Actor;
use domain::ids::{GroupId, InstitutionId, RoomId, StaffId};
use domain::permission::Permission;
use domain::schedule::YearMonth;

use super::Calendar;
use crate::access::{require, require_in_scope};
use crate::groups::group_in_scope;
use crate::ports::{in_transaction, LessonFilter, Lock, Transaction, UnitOfWork};
use crate::AppError;

/// Whose calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CalendarOf {
    Group(GroupId),
    Teacher(StaffId),
    /// A room's occupancy.
    Room(RoomId),
}

/// A group, teacher or room the actor may see: the lessons that are theirs, their institution and
/// their name.
pub(crate) struct Whose {
    pub filter: LessonFilter,
    pub institution: InstitutionId,
    pub name: String,
}

/// `NotFound` for an unknown group, teacher or room, `Forbidden` for one of another institution.
pub(crate) fn whose(tx: &mut dyn Transaction, actor: &Actor, of: CalendarOf) -> Result<Whose, AppError> {
    let whose = match of {
        CalendarOf::Group(id) => {
            let group = group_in_scope(tx, actor, id, Lock::None)?;
            let filter = LessonFilter { group: Some(id), ..LessonFilter::default() };
            Whose { filter, institution: group.institution_id, name: group.details.name }
        }
        CalendarOf::Teacher(id) => {
            let teacher = tx.schedules().teacher(id)?.ok_or(AppError::NotFound)?;
            let filter = LessonFilter { teachers: Some(vec![id]), ..LessonFilter::default() };
            Whose { filter, institution: teacher.institution_id, name: teacher.full_name }
        }
        CalendarOf::Room(id) => {
            let room = tx.schedules().room(id)?.ok_or(AppError::NotFound)?;
            let filter = LessonFilter { room: Some(id), ..LessonFilter::default() };
            Whose { filter, institution: room.institution_id, name: room.name }
        }
    };
    require_in_scope(actor, std::iter::once(&whose.institution))?;
    Ok(whose)
}

pub struct ScheduleCalendar<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ScheduleCalendar<'_> {
    /// The month of a group, teacher or room of the actor's scope, day by day.
    pub fn execute(&self, actor: &Actor, of: CalendarOf, month: YearMonth) -> Result<Calendar, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| {
            let whose = whose(tx, actor, of)?;
            let lessons = tx.schedules().in_window(&whose.filter, month.span())?;
            let exams = tx.exams().in_window(&whose.filter, month.span())?;
            Ok(Calendar::expand(month, &lessons, exams))
        })
    }
}

use domain::actor::{Actor, Scope};
use domain::audit::AuditAction;
use domain::ids::{ClassHourId, InstitutionId, StaffId};
use domain::permission::Permission;
use domain::schedule::Weekday;
use domain::timetable::{PeriodKind, UnavailabilityId};
use domain::validation::{Invalid, ValidationErrors};

use crate::access::{require, require_in_scope};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, Unavailability, UnitOfWork};
use crate::AppError;

pub struct ListUnavailability<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListUnavailability<'_> {
    /// The periods teachers cannot teach and those they prefer, of the actor's institution (a ministry-level actor: of
    /// any, or of `institution_id`), by teacher, weekday and class hour.
    pub fn execute(&self, actor: &Actor, institution_id: Option<i64>, teacher_id: Option<i64>) -> Result<Vec<Unavailability>, AppError> {
        require(actor, Permission::EduGroupView)?;
        let asked = match institution_id {
            Some(id) => Some(InstitutionId::new(id).map_err(|e| ValidationErrors::single("institution_id", e))?),
            None => None,
        };
        let institution = match actor.scope() {
            Scope::Everywhere => asked,
            Scope::Institution(id) => Some(id),
            Scope::Nowhere => return Ok(Vec::new()),
        };
        let teacher = match teacher_id {
            Some(id) => Some(StaffId::new(id).map_err(|e| ValidationErrors::single("teacher_id", e))?),
            None => None,
        };
        in_transaction(self.unit, |tx| tx.timetable().unavailability(institution, teacher))
    }
}

/// One period a teacher cannot teach (or prefers), as a form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UnavailabilityForm {
    pub teacher_id: i64,
    /// `UNAVAILABLE` or `PREFERRED`; empty means `UNAVAILABLE`.
    pub kind: String,
    pub weekday: i64,
    pub class_hour_id: i64,
}

pub struct AddUnavailability<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl AddUnavailability<'_> {
    /// A teacher of an institution the actor sees cannot teach in a period (a class hour of that
    /// institution), or prefers it; 409 when the teacher already has the period (of either kind).
    pub fn execute(&self, actor: &Actor, form: UnavailabilityForm, request: &RequestMeta) -> Result<Unavailability, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let mut errors = ValidationErrors::new();
        let teacher = errors.check("teacher_id", StaffId::new(form.teacher_id));
        let weekday = errors.check("weekday", Weekday::new(form.weekday));
        let class_hour = errors.check("class_hour_id", ClassHourId::new(form.class_hour_id));
        let kind = if form.kind.is_empty() { Some(PeriodKind::Unavailable) } else { errors.check("kind", PeriodKind::parse(&form.kind)) };
        errors.into_result()?;
        let (Some(teacher), Some(weekday), Some(class_hour), Some(kind)) = (teacher, weekday, class_hour, kind) else {
            return Err(AppError::NotFound);
        };
        in_transaction(self.unit, |tx| {
            let Some(staff) = tx.schedules().teacher(teacher)? else {
                return Err(ValidationErrors::single("teacher_id", Invalid::UnknownValue).into());
            };
            require_in_scope(actor, std::iter::once(&staff.institution_id))
                .map_err(|_| AppError::from(ValidationErrors::single("teacher_id", Invalid::UnknownValue)))?;
            if tx.schedules().class_hour(class_hour)? != Some(staff.institution_id) {
                return Err(ValidationErrors::single("class_hour_id", Invalid::UnknownValue).into());
            }
            let created = tx.timetable().insert_unavailability(staff.institution_id, teacher, kind, weekday, class_hour)?;
            let context = AuditContext::by(actor, AuditAction::Create, request);
            record_change(tx, &context, None, Some(&created))?;
            Ok(created)
        })
    }
}

pub struct RemoveUnavailability<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl RemoveUnavailability<'_> {
    pub fn execute(&self, actor: &Actor, id: UnavailabilityId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::EduGroupEdit)?;
        in_transaction(self.unit, |tx| {
            let entry = tx.timetable().unavailability_entry(id)?.ok_or(AppError::NotFound)?;
            require_in_scope(actor, std::iter::once(&entry.institution_id))?;
            tx.timetable().delete_unavailability(id)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&entry), None)
        })
    }
}

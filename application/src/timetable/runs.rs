use domain::actor::{Actor, Scope};
use domain::audit::AuditAction;
use domain::ids::InstitutionId;
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::schedule::DateSpan;
use domain::timetable::{RunConflict, RunId, RunSeconds, RunStatus};
use domain::validation::{parse_date, Invalid, ValidationErrors};

use super::run_in_scope;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, NewRun, RequestMeta, TimetableRun, UnitOfWork};
use crate::AppError;

/// A run as the start form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunForm {
    /// Required of a ministry-level actor; an institution-level one starts runs of their own.
    pub institution_id: Option<i64>,
    /// `YYYY-MM-DD`; both empty: the current semesters of the institution's groups.
    pub date_from: String,
    pub date_to: String,
    pub seconds: i64,
}

pub struct StartRun<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl StartRun<'_> {
    /// Records a new run, RUNNING; the caller then hands it to `ExecuteRun` on a thread of its own.
    /// Refused with 409 while another run of the institution is running. Audited as the run's
    /// creation, in the same transaction.
    pub fn execute(&self, actor: &Actor, form: RunForm, request: &RequestMeta) -> Result<TimetableRun, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let institution = owner(actor, form.institution_id)?;
        let mut errors = ValidationErrors::new();
        let seconds = errors.check("seconds", RunSeconds::new(form.seconds));
        let optional = |value: &str| if value.trim().is_empty() { Ok(None) } else { parse_date(value).map(Some) };
        let from = errors.check("date_from", optional(&form.date_from));
        let to = errors.check("date_to", optional(&form.date_to));
        let asked = match (from, to) {
            (Some(Some(from)), Some(Some(to))) => match DateSpan::new(from, to) {
                Some(span) => Some(span),
                None => {
                    errors.add("date_to", Invalid::EndNotAfterStart);
                    None
                }
            },
            (Some(None), Some(None)) => None,
            (Some(Some(_)), Some(None)) => {
                errors.add("date_to", Invalid::Required);
                None
            }
            (Some(None), Some(Some(_))) => {
                errors.add("date_from", Invalid::Required);
                None
            }
            _ => None,
        };
        errors.into_result()?;
        let seconds = seconds.ok_or_else(|| ValidationErrors::single("seconds", Invalid::Required))?;
        in_transaction(self.unit, |tx| {
            let data = tx.timetable().data(institution, asked)?;
            let dates = match asked {
                Some(span) => span,
                None => {
                    let start = data.groups.iter().map(|g| g.semester.start()).min();
                    let end = data.groups.iter().map(|g| g.semester.end()).max();
                    match (start, end) {
                        (Some(start), Some(end)) => {
                            DateSpan::new(start, end).ok_or(AppError::internal("semesters end before they start"))?
                        }
                        _ => return Err(ValidationErrors::single("date_from", Invalid::Required).into()),
                    }
                }
            };
            if data.groups.is_empty() {
                return Err(ValidationErrors::single("date_from", Invalid::Required).into());
            }
            if data.periods.is_empty() {
                return Err(ValidationErrors::single("class_hours", Invalid::Required).into());
            }
            if tx.timetable().running(institution)? {
                return Err(AppError::conflict(RunConflict::StillRunning));
            }
            let created = tx.timetable().insert_run(&NewRun {
                institution_id: institution,
                dates,
                seconds: seconds.get(),
                created_by: actor.user_id,
            })?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&created))?;
            Ok(created)
        })
    }
}

pub struct GetRun<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetRun<'_> {
    pub fn execute(&self, actor: &Actor, id: RunId) -> Result<TimetableRun, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| run_in_scope(tx, actor, id, Lock::None))
    }
}

pub struct StopRun<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl StopRun<'_> {
    /// Asks a running run to stop; the thread computing it (on whichever server) sees the request
    /// at its next progress report and keeps the best timetable found so far. A run that has
    /// already ended is answered as it is (and nothing is audited); a stop asked for is audited
    /// as a change of the run, in the same transaction.
    pub fn execute(&self, actor: &Actor, id: RunId, request: &RequestMeta) -> Result<TimetableRun, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        in_transaction(self.unit, |tx| {
            let run = run_in_scope(tx, actor, id, Lock::ForUpdate)?;
            if run.status != RunStatus::Running || run.stop_requested {
                return Ok(run);
            }
            tx.timetable().request_stop(id)?;
            let stopping = TimetableRun { stop_requested: true, ..run.clone() };
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&run), Some(&stopping))?;
            Ok(stopping)
        })
    }
}

pub struct ListRuns<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListRuns<'_> {
    /// The earlier runs of the actor's institution, newest first (a ministry-level actor: of any
    /// institution, or of `institution_id`), without their lists of unplaced lessons.
    pub fn execute(&self, actor: &Actor, institution_id: Option<i64>, page: PageRequest) -> Result<Page<TimetableRun>, AppError> {
        require(actor, Permission::EduGroupView)?;
        let asked = match institution_id {
            Some(id) => Some(InstitutionId::new(id).map_err(|e| ValidationErrors::single("institution_id", e))?),
            None => None,
        };
        let institution = match actor.scope() {
            Scope::Everywhere => asked,
            Scope::Institution(id) => Some(id),
            Scope::Nowhere => return Ok(Page::exact(Vec::new(), 0)),
        };
        in_transaction(self.unit, |tx| tx.timetable().runs(institution, page))
    }
}

use domain::actor::Actor;
use domain::ids::{ClassHourId, RoomId};
use domain::permission::Permission;
use domain::schedule::{find_clash, BookedLesson, LessonDraft, Weekday};
use domain::timetable::{DraftLessonId, PeriodKind, RunConflict, RunId, RunStatus};
use domain::validation::ValidationErrors;
use domain::version::Version;

use super::run_in_scope;
use crate::access::require;
use crate::groups::check_version;
use crate::ports::{in_transaction, LessonView, Lock, TimetableRun, Transaction, UnitOfWork};
use crate::schedule::{checked, ensure_free};
use crate::AppError;

/// The draft may be read and changed: the run has ended with one and is not published.
pub(crate) fn open_draft(run: &TimetableRun) -> Result<(), AppError> {
    match run.status {
        RunStatus::Running => Err(AppError::conflict(RunConflict::StillRunning)),
        RunStatus::Failed => Err(AppError::conflict(RunConflict::NoDraft)),
        _ if run.published_at.is_some() => Err(AppError::conflict(RunConflict::AlreadyPublished)),
        _ => Ok(()),
    }
}

pub struct ListDraft<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListDraft<'_> {
    /// The lessons of a run's draft, in the shape of schedule lessons (by weekday and class hour);
    /// empty while the run is running.
    pub fn execute(&self, actor: &Actor, id: RunId) -> Result<Vec<LessonView>, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| {
            run_in_scope(tx, actor, id, Lock::None)?;
            tx.timetable().draft_views(id, None)
        })
    }
}

/// Where a draft lesson is to go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftMove {
    pub weekday: i64,
    pub class_hour_id: i64,
    pub room_id: i64,
    pub version: Version,
}

pub struct MoveDraftLesson<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl MoveDraftLesson<'_> {
    /// Moves a draft lesson to another weekday, class hour and room under the schedule's rules:
    /// the room must seat the students, the teacher must be free (their unavailable periods
    /// included), and neither the group, the teacher nor the room may be busy then, in the draft
    /// or in the published schedule (409 naming the clash).
    pub fn execute(&self, actor: &Actor, run: RunId, id: DraftLessonId, to: DraftMove) -> Result<LessonView, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        let mut errors = ValidationErrors::new();
        let weekday = errors.check("weekday", Weekday::new(to.weekday));
        let class_hour = errors.check("class_hour_id", ClassHourId::new(to.class_hour_id));
        let room = errors.check("room_id", RoomId::new(to.room_id));
        errors.into_result()?;
        let (Some(weekday), Some(class_hour), Some(room)) = (weekday, class_hour, room) else {
            return Err(AppError::NotFound);
        };
        in_transaction(self.unit, |tx| {
            let stored = run_in_scope(tx, actor, run, Lock::ForUpdate)?;
            open_draft(&stored)?;
            let before = tx.timetable().draft_lesson(run, id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            check_version(before.version, Some(to.version))?;
            let d = &before.details;
            let draft = LessonDraft {
                group: d.group,
                subgroup: d.subgroup,
                subject: d.subject,
                teacher: d.teacher,
                room,
                weekday,
                class_hour,
                lesson_type: d.lesson_type,
                start: Some(d.dates.start()),
                end: Some(d.dates.end()),
            };
            let (_, details) = checked(tx, actor, &draft)?;
            let barred = tx.timetable().unavailability(Some(stored.institution_id), Some(details.teacher))?;
            // Only the periods the teacher cannot teach bar a move; a preferred one is welcome.
            if barred.iter().any(|u| u.kind == PeriodKind::Unavailable && u.weekday == weekday && u.class_hour == class_hour) {
                return Err(AppError::conflict(RunConflict::TeacherUnavailable));
            }
            let booking = details.booking(None);
            let others = draft_bookings(tx, run, Some(id))?;
            find_clash(&booking, &others).map_err(AppError::conflict)?;
            ensure_free(tx, &booking, None)?;
            let mut moved = before.clone();
            moved.details = details;
            tx.timetable().save_draft_lesson(&moved)?;
            tx.timetable().draft_views(run, Some(id))?.pop().ok_or(AppError::NotFound)
        })
    }
}

/// The draft's lessons as bookings with their names, but `except` one.
pub(crate) fn draft_bookings(tx: &mut dyn Transaction, run: RunId, except: Option<DraftLessonId>) -> Result<Vec<BookedLesson>, AppError> {
    Ok(tx
        .timetable()
        .draft_views(run, None)?
        .into_iter()
        .filter(|v| Some(v.lesson.id.get()) != except.map(|e| e.get()))
        .map(|v| BookedLesson {
            booking: v.lesson.details.booking(None),
            group_name: v.group_name,
            subgroup_name: v.subgroup_name.or_else(|| v.lesson.details.subgroup.map(|n| n.to_string())),
            subject_name: v.subject_name.uz().to_string(),
            teacher_name: v.teacher_name,
            room_name: v.room_name,
            class_hour_number: v.class_hour_number,
            exam_date: None,
        })
        .collect())
}

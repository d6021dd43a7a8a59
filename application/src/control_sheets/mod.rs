//! Control sheets: the midterm's and the final's points (and the current control's when a plan
//! enters it) per group, subject, semester and attempt. A final sheet lists only the students
//! admitted to it; a retake lists only those still in debt. The examiner or an administrator
//! enters the points; a sheet closes by hand or days after its exam, and changes after that only
//! by a person who may reopen it, with a reason.

mod close;
mod get;
mod list;
mod print;
mod save;
#[cfg(test)]
mod tests;

pub use close::*;
pub use get::*;
pub use list::*;
pub use print::*;
pub use save::*;

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, NaiveDate, Utc};
use domain::actor::Actor;
use domain::assessment::{sheet_listing, AssessmentInvalid, AssessmentPlan, Control, Points, SubjectResult, MAX_ATTEMPT};
use domain::group::Group;
use domain::ids::{ControlSheetId, EduSubjectId, GroupId, StaffId, StudentId};
use domain::journal::{sheet_closed, JournalSettings, SheetState};
use domain::permission::Permission;
use domain::schedule::DateSpan;
use domain::student::StudentStatus;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use crate::access::require_in_scope;
use crate::journal::own_staff;
use crate::ports::{CurriculumFacts, LessonFilter, Lock, SemesterSubject, SheetKey, StoredSheet, Transaction};
use crate::results::{results_book, ResultsPlace};
use crate::AppError;

/// A sheet as the address and query name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetAddress {
    pub group: GroupId,
    pub subject: EduSubjectId,
    pub control: Control,
    pub semester: Option<i64>,
    pub attempt: Option<i64>,
}

/// One student the sheet lists, with the controls that bear on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetLine {
    pub student: StudentId,
    pub full_name: String,
    pub points: Option<Points>,
    pub result: SubjectResult,
}

/// A student of the group the sheet does not list, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnlistedStudent {
    pub student: StudentId,
    pub full_name: String,
    pub reason: AssessmentInvalid,
    pub result: SubjectResult,
}

/// A control sheet as its screen shows it (before its first save: no id and version 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetView {
    pub id: Option<ControlSheetId>,
    pub key: SheetKey,
    pub group_name: String,
    pub subject: SemesterSubject,
    pub plan: AssessmentPlan,
    pub max_points: i32,
    pub exam_date: Option<NaiveDate>,
    pub examiner: Option<(StaffId, String)>,
    pub state: SheetState,
    /// The last day points are entered before the sheet closes by itself.
    pub closes_after: Option<NaiveDate>,
    pub closed_at: Option<DateTime<Utc>>,
    pub version: Version,
    pub lines: Vec<SheetLine>,
    pub unlisted: Vec<UnlistedStudent>,
    /// The actor may enter points now.
    pub may_edit: bool,
    /// The sheet is closed and the actor may change it only with a reason.
    pub needs_reason: bool,
}

/// Everything a sheet's rules read, loaded once.
pub(crate) struct SheetContext {
    pub key: SheetKey,
    pub group: Group,
    pub curriculum: CurriculumFacts,
    pub subject: SemesterSubject,
    pub plan: AssessmentPlan,
    pub settings: JournalSettings,
    pub stored: Option<StoredSheet>,
    /// The teachers of the group's lessons of the subject: the first is the examiner a new sheet
    /// suggests.
    pub teachers: Vec<(StaffId, String)>,
    pub institution_wide: bool,
    pub own: BTreeSet<StaffId>,
    pub today: NaiveDate,
}

impl SheetContext {
    pub fn place(&self) -> ResultsPlace {
        ResultsPlace { group: self.group.id, curriculum: self.curriculum.id, institution: self.group.institution_id }
    }

    pub fn closed(&self) -> bool {
        self.stored.as_ref().is_some_and(|s| sheet_closed(&self.settings, s.closed_at.is_some(), s.exam_date, self.today))
    }

    pub fn examiner(&self) -> Option<StaffId> {
        match &self.stored {
            Some(stored) => stored.examiner,
            None => self.teachers.first().map(|(t, _)| *t),
        }
    }

    /// The actor is the sheet's examiner, or (for a sheet without one) teaches the subject to
    /// the group.
    pub fn examines(&self) -> bool {
        match self.examiner() {
            Some(examiner) => self.own.contains(&examiner),
            None => self.teachers.iter().any(|(t, _)| self.own.contains(t)),
        }
    }

    pub fn may_edit(&self, actor: &Actor) -> bool {
        actor.can(Permission::ControlSheetEdit) && ((self.institution_wide && actor.can(Permission::JournalEdit)) || self.examines())
    }
}

/// Loads a sheet's context, or `NotFound` when the actor may not see it: an institution-wide
/// reader (`journal-view`) of its scope, or its examiner (`control-sheet-edit`).
pub(crate) fn sheet_context(
    tx: &mut dyn Transaction,
    actor: &Actor,
    address: SheetAddress,
    today: NaiveDate,
    lock: Lock,
) -> Result<SheetContext, AppError> {
    let group = tx.groups().find(address.group, Lock::None)?.ok_or(AppError::NotFound)?;
    let institution_wide = (actor.can(Permission::JournalView) || actor.can(Permission::JournalEdit))
        && require_in_scope(actor, std::iter::once(&group.institution_id)).is_ok();
    let own = if actor.can(Permission::ControlSheetEdit) { own_staff(tx, actor)? } else { BTreeSet::new() };
    if !institution_wide && own.is_empty() {
        return Err(AppError::NotFound);
    }
    let (curriculum, semester) = crate::groups::semester_of(tx, &group, address.semester)?;
    let attempt = match address.attempt.unwrap_or(1) {
        attempt if (1..=MAX_ATTEMPT).contains(&attempt) => attempt as i32,
        _ => return Err(ValidationErrors::single("attempt", Invalid::OutOfRange { min: 1, max: MAX_ATTEMPT }).into()),
    };
    let subject = tx
        .groups()
        .semester_subjects(curriculum.id, semester)?
        .into_iter()
        .find(|s| s.id == address.subject)
        .ok_or_else(|| ValidationErrors::single("edu_subject_id", Invalid::NotInSemester))?;
    let plan = tx.assessment().plan(curriculum.id, semester, address.subject)?.ok_or(AppError::NotFound)?;
    if !plan.entered_on_sheet(address.control) {
        return Err(ValidationErrors::single("control", Invalid::Assessment(AssessmentInvalid::ControlNotEntered)).into());
    }
    let key = SheetKey { group: group.id, subject: address.subject, semester, control: address.control, attempt };
    let stored = tx.control_sheets().find(&key, lock)?;
    let span = tx.schedules().semester_dates(curriculum.id, semester)?.unwrap_or(DateSpan::ALL);
    let mut teachers: Vec<(StaffId, String)> = Vec::new();
    let filter = LessonFilter { group: Some(group.id), subject: Some(address.subject), ..LessonFilter::default() };
    for view in tx.schedules().in_window(&filter, span)? {
        if !teachers.iter().any(|(t, _)| *t == view.lesson.details.teacher) {
            teachers.push((view.lesson.details.teacher, view.teacher_name.clone()));
        }
    }
    let (settings, _) = tx.journal().settings(group.institution_id)?;
    let context = SheetContext { key, group, curriculum, subject, plan, settings, stored, teachers, institution_wide, own, today };
    if !context.institution_wide && !context.examines() {
        return Err(AppError::NotFound);
    }
    if attempt > 1 {
        let previous = SheetKey { attempt: attempt - 1, ..key };
        if tx.control_sheets().find(&previous, Lock::None)?.is_none() {
            return Err(ValidationErrors::single("attempt", Invalid::Assessment(AssessmentInvalid::PreviousAttemptMissing)).into());
        }
    }
    Ok(context)
}

/// Who the sheet lists, and why the others are not: a final sheet only the admitted, a retake only
/// those still in debt (students who left keep the points they have).
pub(crate) struct Listing {
    pub lines: Vec<SheetLine>,
    pub unlisted: Vec<UnlistedStudent>,
}

impl Listing {
    pub fn listed(&self) -> BTreeSet<StudentId> {
        self.lines.iter().map(|l| l.student).collect()
    }

    pub fn refused(&self) -> BTreeMap<StudentId, AssessmentInvalid> {
        self.unlisted.iter().map(|u| (u.student, u.reason.clone())).collect()
    }
}

pub(crate) fn listing(tx: &mut dyn Transaction, context: &SheetContext) -> Result<Listing, AppError> {
    let members = tx.groups().members(context.group.id)?;
    let entries: BTreeMap<StudentId, Option<Points>> =
        context.stored.iter().flat_map(|s| s.entries.iter().map(|e| (e.student, e.points))).collect();
    let mut students: Vec<(StudentId, String)> =
        members.into_iter().filter(|m| m.status == StudentStatus::Active || entries.contains_key(&m.id)).map(|m| (m.id, m.fio)).collect();
    let known: BTreeSet<StudentId> = students.iter().map(|(s, _)| *s).collect();
    let others: Vec<StudentId> = entries.keys().filter(|s| !known.contains(s)).copied().collect();
    if !others.is_empty() {
        students.extend(tx.journal().names(&others)?);
    }
    let ids: Vec<StudentId> = students.iter().map(|(s, _)| *s).collect();
    let book = results_book(tx, context.place(), &ids, Some(context.key.semester), context.today)?;
    let mut lines = Vec::new();
    let mut unlisted = Vec::new();
    for (student, full_name) in students {
        let Some(result) = book.result(student, context.key.semester, context.key.subject).copied() else {
            continue;
        };
        let points = entries.get(&student).copied().flatten();
        match sheet_listing(context.key.control, context.key.attempt, entries.contains_key(&student), &result) {
            Ok(()) => lines.push(SheetLine { student, full_name, points, result }),
            // A retake does not list those who passed: they are simply not in it.
            Err(None) => {}
            Err(Some(reason)) => unlisted.push(UnlistedStudent { student, full_name, reason, result }),
        }
    }
    Ok(Listing { lines, unlisted })
}

/// The sheet's screen from its context and listing.
pub(crate) fn sheet_view(tx: &mut dyn Transaction, actor: &Actor, context: SheetContext, listing: Listing) -> Result<SheetView, AppError> {
    let examiner = match context.examiner() {
        Some(id) => match context.teachers.iter().find(|(t, _)| *t == id) {
            Some(known) => Some(known.clone()),
            None => tx.schedules().teacher(id)?.map(|t| (id, t.full_name)),
        },
        None => None,
    };
    let closed = context.closed();
    let may_edit = context.may_edit(actor);
    let stored = context.stored.as_ref();
    Ok(SheetView {
        id: stored.map(|s| s.id),
        key: context.key,
        group_name: context.group.details.name.clone(),
        max_points: context.plan.max_of(context.key.control),
        plan: context.plan,
        exam_date: stored.and_then(|s| s.exam_date),
        examiner,
        state: if closed { SheetState::Closed } else { SheetState::Open },
        closes_after: stored
            .and_then(|s| s.exam_date)
            .and_then(|d| d.checked_add_days(chrono::Days::new(u64::from(context.settings.sheet_close_days)))),
        closed_at: stored.and_then(|s| s.closed_at),
        version: stored.map_or(Version::new(0), |s| s.version),
        lines: listing.lines,
        unlisted: listing.unlisted,
        may_edit: may_edit && !closed,
        needs_reason: may_edit && closed && actor.can(Permission::ControlSheetReopen),
        subject: context.subject,
    })
}

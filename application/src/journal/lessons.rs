use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;
use domain::actor::{Actor, Scope};
use domain::ids::{GroupId, InstitutionId, ScheduleId, StaffId};
use domain::journal::{lesson_state, roll_window, JournalSettings, LessonState};
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::schedule::{occurrences, DateSpan};
use domain::validation::{Invalid, ValidationErrors};

use super::{own_staff, MAX_SPAN_DAYS};
use crate::access::require_any;
use crate::ports::{in_transaction, Clock, LessonFilter, LessonView, UnitOfWork};
use crate::schedule::today;
use crate::AppError;

/// Which lessons: a day (today by default) or a span of at most a month, narrowed by teacher,
/// group or institution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalLessonQuery {
    pub date: Option<NaiveDate>,
    pub date_from: Option<NaiveDate>,
    pub date_to: Option<NaiveDate>,
    pub teacher: Option<StaffId>,
    pub group: Option<GroupId>,
    pub institution: Option<InstitutionId>,
    pub page: PageRequest,
}

/// A lesson on one date with the state of its roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalLesson {
    pub view: LessonView,
    pub date: NaiveDate,
    pub state: LessonState,
    pub taken: bool,
}

pub struct ListJournalLessons<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl ListJournalLessons<'_> {
    /// A holder of `journal-view` lists the lessons of their scope (a ministry role names an
    /// institution, group or teacher); a teacher their own lessons, in every institution they teach.
    pub fn execute(&self, actor: &Actor, query: &JournalLessonQuery) -> Result<Page<JournalLesson>, AppError> {
        require_any(actor, &[Permission::JournalView, Permission::JournalRecord])?;
        let today = today(self.clock);
        let span = span_of(query, today)?;
        let institution_wide = actor.can(Permission::JournalView);
        if institution_wide
            && actor.scope() == Scope::Everywhere
            && query.institution.is_none()
            && query.group.is_none()
            && query.teacher.is_none()
        {
            return Err(ValidationErrors::single("institution_id", Invalid::Required).into());
        }
        in_transaction(self.unit, |tx| {
            let mut filter = LessonFilter { institution_id: query.institution, group: query.group, ..LessonFilter::default() };
            if institution_wide {
                match actor.scope() {
                    Scope::Everywhere => {}
                    Scope::Institution(own) if query.institution.is_none_or(|i| i == own) => filter.institution_id = Some(own),
                    Scope::Institution(_) | Scope::Nowhere => return Ok(Page::exact(Vec::new(), 0)),
                }
                filter.teachers = query.teacher.map(|t| vec![t]);
            } else {
                let own: BTreeSet<StaffId> = own_staff(tx, actor)?;
                let teachers: Vec<StaffId> = own.into_iter().filter(|t| query.teacher.is_none_or(|q| q == *t)).collect();
                if teachers.is_empty() {
                    return Ok(Page::exact(Vec::new(), 0));
                }
                filter.teachers = Some(teachers);
            }
            let views = tx.schedules().in_window(&filter, span)?;
            let ids: Vec<ScheduleId> = views.iter().map(|v| v.lesson.id).collect();
            let taken: BTreeSet<(ScheduleId, NaiveDate)> =
                if ids.is_empty() { BTreeSet::new() } else { tx.journal().taken(&ids)?.into_iter().collect() };
            let institutions: Vec<InstitutionId> =
                views.iter().map(|v| v.lesson.institution_id).collect::<BTreeSet<_>>().into_iter().collect();
            let settings: BTreeMap<InstitutionId, JournalSettings> =
                if institutions.is_empty() { BTreeMap::new() } else { tx.journal().settings_of(&institutions)? };
            let mut lessons: Vec<JournalLesson> = views
                .iter()
                .flat_map(|view| {
                    let d = &view.lesson.details;
                    occurrences(d.weekday, d.dates, &view.skipped, span).into_iter().map(|date| {
                        let is_taken = taken.contains(&(view.lesson.id, date));
                        // Never the default: `settings_of` answers every institution asked, with the
                        // default settings for one that saved none.
                        let rules = settings.get(&view.lesson.institution_id).copied().unwrap_or_default();
                        JournalLesson {
                            view: view.clone(),
                            date,
                            state: lesson_state(roll_window(&rules, date, today), is_taken),
                            taken: is_taken,
                        }
                    })
                })
                .collect();
            lessons.sort_by(|a, b| {
                (a.date, a.view.class_hour_start, &a.view.group_name, a.view.lesson.id).cmp(&(
                    b.date,
                    b.view.class_hour_start,
                    &b.view.group_name,
                    b.view.lesson.id,
                ))
            });
            Ok(Page::slice(lessons.into_iter(), query.page))
        })
    }
}

/// The span asked for: one day, or `date_from` to `date_to` (at most a month).
fn span_of(query: &JournalLessonQuery, today: NaiveDate) -> Result<DateSpan, AppError> {
    let (from, to) = match (query.date, query.date_from, query.date_to) {
        (Some(day), None, None) => (day, day),
        (None, None, None) => (today, today),
        (None, Some(from), Some(to)) => (from, to),
        (None, Some(_), None) => return Err(ValidationErrors::single("date_to", Invalid::Required).into()),
        (None, None, Some(_)) => return Err(ValidationErrors::single("date_from", Invalid::Required).into()),
        (Some(_), _, _) => return Err(ValidationErrors::single("date", Invalid::Duplicate).into()),
    };
    let span = DateSpan::new(from, to).ok_or_else(|| ValidationErrors::single("date_to", Invalid::EndNotAfterStart))?;
    if (to - from).num_days() >= MAX_SPAN_DAYS {
        return Err(ValidationErrors::single("date_to", Invalid::OutOfRange { min: 1, max: MAX_SPAN_DAYS }).into());
    }
    Ok(span)
}

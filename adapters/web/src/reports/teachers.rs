use std::collections::BTreeMap;

use actix_web::{get, web, HttpResponse};
use application::ports::{TeacherActivity, TeacherActivityQuery};
use application::reports::TeacherReport;
use domain::actor::{Actor, Scope};
use domain::language::Text;
use domain::paging::PageRequest;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::filters::institution;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TeacherReportParams {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// A teacher's name or the beginning of their PINFL.
    pub search: Option<String>,
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    /// `YYYY-MM-DD`; default: 1 September of the current academic year. At most 400 days before
    /// `date_to`.
    #[param(format = Date)]
    pub date_from: Option<String>,
    /// `YYYY-MM-DD`, not before `date_from`; default and latest: today.
    #[param(format = Date)]
    pub date_to: Option<String>,
}

/// A teacher's lessons with one group over the period.
#[derive(Debug, Serialize, ToSchema)]
pub struct TopicEntryDto {
    pub edu_group_id: i64,
    pub group_name: String,
    pub lessons_held: i64,
    /// Of those lessons, how many have their topics entered.
    pub topics_entered: i64,
}

/// A row of the teacher report.
#[derive(Debug, Serialize, ToSchema)]
pub struct TeacherReportRowDto {
    pub staff_id: i64,
    pub full_name: String,
    pub institution: NameDto,
    pub lessons_held: i64,
    pub topics_entered: i64,
    pub topic_entry: Vec<TopicEntryDto>,
    /// RFC 3339; null when the teacher never signed in (or has no user).
    pub last_login_at: Option<String>,
}

/// A teacher's lessons in one subject over the period.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectLoadDto {
    pub edu_subject_id: i64,
    pub name: NameDto,
    pub groups: i64,
    pub lessons_held: i64,
    pub topics_entered: i64,
    /// Topics of the teacher's plan for the subject.
    pub topics_planned: i64,
}

/// A row of the by-teacher report.
#[derive(Debug, Serialize, ToSchema)]
pub struct TeacherSubjectsRowDto {
    pub staff_id: i64,
    pub full_name: String,
    pub institution: NameDto,
    pub subjects: Vec<SubjectLoadDto>,
}

fn instant(at: Option<chrono::DateTime<chrono::Utc>>) -> Option<String> {
    at.map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
}

impl From<&TeacherActivity> for TeacherReportRowDto {
    fn from(t: &TeacherActivity) -> Self {
        let mut groups: BTreeMap<(String, i64), (i64, i64)> = BTreeMap::new();
        for taught in &t.taught {
            let entry = groups.entry((taught.group_name.clone(), taught.edu_group_id.get())).or_default();
            entry.0 += taught.lessons_held;
            entry.1 += taught.topics_entered;
        }
        TeacherReportRowDto {
            staff_id: t.staff_id.get(),
            full_name: t.full_name.clone(),
            institution: NameDto::from(&t.institution_name),
            lessons_held: t.taught.iter().map(|l| l.lessons_held).sum(),
            topics_entered: t.taught.iter().map(|l| l.topics_entered).sum(),
            topic_entry: groups
                .into_iter()
                .map(|((group_name, id), (held, entered))| TopicEntryDto {
                    edu_group_id: id,
                    group_name,
                    lessons_held: held,
                    topics_entered: entered,
                })
                .collect(),
            last_login_at: instant(t.last_login_at),
        }
    }
}

impl From<&TeacherActivity> for TeacherSubjectsRowDto {
    fn from(t: &TeacherActivity) -> Self {
        let mut subjects: Vec<SubjectLoadDto> = Vec::new();
        for taught in &t.taught {
            let id = taught.edu_subject_id.get();
            match subjects.iter_mut().find(|s| s.edu_subject_id == id) {
                Some(s) => {
                    s.groups += 1;
                    s.lessons_held += taught.lessons_held;
                    s.topics_entered += taught.topics_entered;
                }
                None => subjects.push(SubjectLoadDto {
                    edu_subject_id: id,
                    name: NameDto::from(&taught.subject_name),
                    groups: 1,
                    lessons_held: taught.lessons_held,
                    topics_entered: taught.topics_entered,
                    topics_planned: t.planned_topics.iter().find(|(s, _)| s.get() == id).map_or(0, |(_, n)| *n),
                }),
            }
        }
        subjects.sort_by(|a, b| a.name.uz.cmp(&b.name.uz));
        TeacherSubjectsRowDto {
            staff_id: t.staff_id.get(),
            full_name: t.full_name.clone(),
            institution: NameDto::from(&t.institution_name),
            subjects,
        }
    }
}

/// The query of both teacher reports (an Excel file reads every page of it).
fn query(params: &TeacherReportParams, today: chrono::NaiveDate) -> Result<TeacherActivityQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let only = institution(params.institution_id, &mut errors);
    let page = PageRequest::new(params.page, params.limit).map_err(|e| errors.merge("query", e)).ok();
    let period =
        domain::report::report_period(params.date_from.as_deref(), params.date_to.as_deref(), today).map_err(|e| errors.merge("", e)).ok();
    errors.into_result()?;
    let search = params.search.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    // Parsed: a refusal was returned above.
    let period = period.ok_or_else(ValidationErrors::new)?;
    // Never the default: a refused page returned with the errors above.
    Ok(TeacherActivityQuery { scope: Scope::Nowhere, institution: only, search, period, page: page.unwrap_or_default() })
}

fn today(state: &AppState) -> chrono::NaiveDate {
    domain::report::local_date(state.clock.now())
}

fn full_name() -> Text {
    catalogue::text("reports.field.fullName")
}

/// The columns of the teacher report's screen: the institution for ministry-level roles only.
fn teacher_columns(actor: &Actor) -> Vec<Column<TeacherReportRowDto>> {
    let mut columns = vec![Column::new(full_name(), 36, |row: &TeacherReportRowDto, _| export::text(&row.full_name))];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution, lang)));
    }
    columns.extend([
        Column::new(catalogue::text("reports.field.lessonsHeld"), 12, |row: &TeacherReportRowDto, _| export::number(row.lessons_held)),
        Column::new(catalogue::text("reports.field.topicsEntered"), 12, |row, _| export::number(row.topics_entered)),
        Column::new(catalogue::text("reports.field.topicEntry"), 48, |row, _| {
            let groups: Vec<String> =
                row.topic_entry.iter().map(|g| format!("{}: {}/{}", g.group_name, g.topics_entered, g.lessons_held)).collect();
            export::joined(groups.iter().map(String::as_str), "; ")
        }),
        Column::new(catalogue::text("reports.field.lastLogin"), 18, |row, _| {
            let at = row.last_login_at.as_deref().and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok()).map(|t| t.to_utc());
            export::moment(at.as_ref())
        }),
    ]);
    columns
}

/// The columns of the by-teacher screen: each subject with its figures in one cell, as the
/// screen shows them in one row per teacher.
fn subject_columns() -> Vec<Column<TeacherSubjectsRowDto>> {
    vec![
        Column::new(full_name(), 36, |row: &TeacherSubjectsRowDto, _| export::text(&row.full_name)),
        Column::new(export::institution(), 40, |row, lang| export::name(&row.institution, lang)),
        Column::new(catalogue::text("reports.field.subjects"), 80, |row, lang| {
            let [groups, held, entered, planned] = SUBJECT_FIGURES.map(|id| catalogue::text(id).get(lang));
            let subjects: Vec<String> = row
                .subjects
                .iter()
                .map(|s| {
                    format!(
                        "{}: {groups} {}, {held} {}, {entered} {}, {planned} {}",
                        export::name_of(&s.name, lang),
                        s.groups,
                        s.lessons_held,
                        s.topics_entered,
                        s.topics_planned
                    )
                })
                .collect();
            export::joined(subjects.iter().map(String::as_str), "; ")
        }),
    ]
}

const SUBJECT_FIGURES: [&str; 4] = [
    catalogue::id("export.reports.groups"),
    catalogue::id("export.reports.lessonsHeld"),
    catalogue::id("export.reports.topicsEntered"),
    catalogue::id("export.reports.topicsPlanned"),
];

/// A ministry-level role (`institution-view`) sees every institution, an institution-level one
/// (`curriculum-view`) its own. Each teacher (staff holding a teaching position), by name: the
/// lessons held over the period, by group, how many of them have their topics entered, and the last
/// sign-in.
#[utoipa::path(
    tag = "reports",
    params(TeacherReportParams, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<TeacherReportRowDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/teachers/")]
pub async fn teachers_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<TeacherReportParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&params, today(&state)).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("reports.teachers.title");
        let columns = teacher_columns(&session.actor);
        return export::export(&state, lang, Export { file: "teachers-report", title, columns }, move |s, page| {
            let rows = TeacherReport { reports: &*s.reports }.execute(&session.actor, TeacherActivityQuery { page, ..query.clone() })?;
            Ok(rows.map(|t| TeacherReportRowDto::from(&t)))
        })
        .await;
    }
    let page = run(&state, lang, move |s| TeacherReport { reports: &*s.reports }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, |t| TeacherReportRowDto::from(&t))))
}

/// A ministry-level role (`institution-view`) sees every institution, an institution-level one
/// (`curriculum-view`) its own. Each teacher's subjects over the period: groups taught, lessons
/// held, lessons with their topics entered, and topics in the teacher's plan.
#[utoipa::path(
    tag = "reports",
    params(TeacherReportParams, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<TeacherSubjectsRowDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/reports/by-teacher/")]
pub async fn teacher_subjects_report(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<TeacherReportParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&params, today(&state)).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("reports.byTeacher.title");
        let columns = subject_columns();
        return export::export(&state, lang, Export { file: "teacher-subjects-report", title, columns }, move |s, page| {
            let rows = TeacherReport { reports: &*s.reports }.execute(&session.actor, TeacherActivityQuery { page, ..query.clone() })?;
            Ok(rows.map(|t| TeacherSubjectsRowDto::from(&t)))
        })
        .await;
    }
    let page = run(&state, lang, move |s| TeacherReport { reports: &*s.reports }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, |t| TeacherSubjectsRowDto::from(&t))))
}

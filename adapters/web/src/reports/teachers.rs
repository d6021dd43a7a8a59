use std::collections::BTreeMap;

use actix_web::{get, web, HttpResponse};
use application::ports::{Cell, TeacherActivity, TeacherActivityQuery};
use application::reports::TeacherReport;
use domain::actor::Scope;
use domain::language::Language;
use domain::paging::{Page, PageRequest};
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::filters::{institution, FormatParam, ReportFormat};
use super::labels::title;
use super::sheet::{download, number, sheet, text};
use crate::auth::Authenticated;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
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

/// The query of both teacher reports; an Excel file holds every teacher, not one page.
fn query(params: &TeacherReportParams, format: ReportFormat, today: chrono::NaiveDate) -> Result<TeacherActivityQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let only = institution(params.institution_id, &mut errors);
    let page = match format {
        ReportFormat::Xlsx => PageRequest::new(Some(1), Some(i64::from(PageRequest::MAX_LIMIT))),
        ReportFormat::Json => PageRequest::new(params.page, params.limit),
    }
    .map_err(|e| errors.merge("query", e))
    .ok();
    let period =
        domain::report::report_period(params.date_from.as_deref(), params.date_to.as_deref(), today).map_err(|e| errors.merge("", e)).ok();
    errors.into_result()?;
    let search = params.search.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    // Parsed: a refusal was returned above.
    let period = period.ok_or_else(ValidationErrors::new)?;
    Ok(TeacherActivityQuery { scope: Scope::Nowhere, institution: only, search, period, page: page.unwrap_or_default() })
}

fn today(state: &AppState) -> chrono::NaiveDate {
    domain::report::local_date(state.clock.now())
}

fn teacher_rows(page: &Page<TeacherActivity>, language: Language) -> Vec<Vec<Cell>> {
    let mut rows = Vec::new();
    for t in &page.items {
        let row = TeacherReportRowDto::from(t);
        let login = t.last_login_at.map(|at| at.format("%d.%m.%Y %H:%M").to_string()).unwrap_or_default();
        rows.push(vec![
            text(&row.full_name),
            text(t.institution_name.get(language)),
            text(""),
            number(row.lessons_held),
            number(row.topics_entered),
            text(login),
        ]);
        for g in &row.topic_entry {
            rows.push(vec![text(""), text(""), text(&g.group_name), number(g.lessons_held), number(g.topics_entered), Cell::Empty]);
        }
    }
    rows
}

fn subject_rows(page: &Page<TeacherActivity>, language: Language) -> Vec<Vec<Cell>> {
    let mut rows = Vec::new();
    for t in &page.items {
        let row = TeacherSubjectsRowDto::from(t);
        for s in &row.subjects {
            rows.push(vec![
                text(&row.full_name),
                text(t.institution_name.get(language)),
                text(s.name_in(language)),
                number(s.groups),
                number(s.lessons_held),
                number(s.topics_entered),
                number(s.topics_planned),
            ]);
        }
    }
    rows
}

impl SubjectLoadDto {
    fn name_in(&self, language: Language) -> String {
        let name = match language {
            Language::Uz => &self.name.uz,
            Language::Ru => &self.name.ru,
            Language::En => &self.name.en,
        };
        if name.is_empty() {
            self.name.uz.clone()
        } else {
            name.clone()
        }
    }
}

/// Permission: `institution-view` (ministry level) or `curriculum-view` (institution level, its
/// own). Each teacher (staff holding a teaching position), by name: the lessons held over the
/// period, by group, how many of them have their topics entered, and the last sign-in.
#[utoipa::path(
    tag = "reports",
    params(TeacherReportParams, FormatParam),
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
    format: web::Query<FormatParam>,
) -> Result<HttpResponse, ApiError> {
    let format = format.format.unwrap_or_default();
    let query = query(&params, format, today(&state)).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| TeacherReport { reports: &*s.reports }.execute(&session.actor, query)).await?;
    match format {
        ReportFormat::Json => Ok(HttpResponse::Ok().json(ListBody::from_page(page, |t| TeacherReportRowDto::from(&t)))),
        ReportFormat::Xlsx => {
            let columns = ["full_name", "institution", "group", "lessons_held", "topics_entered", "last_login"];
            let sheet = sheet(title("teachers", lang), &columns, teacher_rows(&page, lang), lang);
            download(&state, lang, "teachers-report", sheet).await
        }
    }
}

/// Permission: `institution-view` (ministry level) or `curriculum-view` (institution level, its
/// own). Each teacher's subjects over the period: groups taught, lessons held, lessons with their
/// topics entered, and topics in the teacher's plan.
#[utoipa::path(
    tag = "reports",
    params(TeacherReportParams, FormatParam),
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
    format: web::Query<FormatParam>,
) -> Result<HttpResponse, ApiError> {
    let format = format.format.unwrap_or_default();
    let query = query(&params, format, today(&state)).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| TeacherReport { reports: &*s.reports }.execute(&session.actor, query)).await?;
    match format {
        ReportFormat::Json => Ok(HttpResponse::Ok().json(ListBody::from_page(page, |t| TeacherSubjectsRowDto::from(&t)))),
        ReportFormat::Xlsx => {
            let columns = ["full_name", "institution", "subject", "groups", "lessons_held", "topics_entered", "topics_planned"];
            let sheet = sheet(title("teachers", lang), &columns, subject_rows(&page, lang), lang);
            download(&state, lang, "teacher-subjects-report", sheet).await
        }
    }
}

use actix_web::{get, web, HttpResponse};
use application::ports::{LessonFilter, LessonQuery};
use application::schedule::ListLessons;
use domain::actor::Scope;
use domain::ids::{EduSubjectId, GroupId, InstitutionId, RoomId, StaffId};
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::ScheduleDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScheduleFilters {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    pub teacher_id: Option<i64>,
    pub room_id: Option<i64>,
    pub edu_subject_id: Option<i64>,
}

fn id<T>(
    errors: &mut ValidationErrors,
    field: &str,
    value: Option<i64>,
    make: fn(i64) -> Result<T, domain::validation::Invalid>,
) -> Option<T> {
    value.map(make).transpose().map_err(|e| errors.add(field, e)).ok().flatten()
}

fn query(list: &ListParams, filters: &ScheduleFilters) -> Result<LessonQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let filter = LessonFilter {
        institution_id: id(&mut errors, "institution_id", filters.institution_id, InstitutionId::new),
        group: id(&mut errors, "edu_group_id", filters.edu_group_id, GroupId::new),
        teachers: id(&mut errors, "teacher_id", filters.teacher_id, StaffId::new).map(|t| vec![t]),
        room: id(&mut errors, "room_id", filters.room_id, RoomId::new),
        subject: id(&mut errors, "edu_subject_id", filters.edu_subject_id, EduSubjectId::new),
    };
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(LessonQuery { scope: Scope::Nowhere, filter, page: page.unwrap_or_default() })
}

/// Weekly lessons, newest first; institution-level roles see their institution's.
#[utoipa::path(
    tag = "schedules",
    params(ListParams, ScheduleFilters),
    responses(
        (status = 200, body = inline(ListBody<ScheduleDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/schedules/")]
pub async fn list_schedules(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<ScheduleFilters>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListLessons { unit: &*s.unit }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, |v| ScheduleDto::from(&v))))
}

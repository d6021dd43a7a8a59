use actix_web::{delete, get, post, web, HttpResponse};
use application::ports::Unavailability;
use application::timetable::{AddUnavailability, ListUnavailability, RemoveUnavailability, UnavailabilityForm};
use domain::timetable::PeriodKind;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::unavailability_id;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// What a teacher's period says: they cannot teach then (a hard rule of the solver), or they
/// prefer it (their lessons elsewhere cost the weight of preferred periods).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PeriodKindCode {
    #[default]
    Unavailable,
    Preferred,
}

impl From<PeriodKind> for PeriodKindCode {
    fn from(kind: PeriodKind) -> Self {
        match kind {
            PeriodKind::Unavailable => PeriodKindCode::Unavailable,
            PeriodKind::Preferred => PeriodKindCode::Preferred,
        }
    }
}

impl From<PeriodKindCode> for PeriodKind {
    fn from(kind: PeriodKindCode) -> Self {
        match kind {
            PeriodKindCode::Unavailable => PeriodKind::Unavailable,
            PeriodKindCode::Preferred => PeriodKind::Preferred,
        }
    }
}

/// A period (weekday and class hour) a teacher cannot teach, or one they prefer.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnavailabilityDto {
    pub id: i64,
    pub institution_id: i64,
    /// The staff member's id.
    pub teacher_id: i64,
    pub teacher_name: String,
    pub kind: PeriodKindCode,
    /// 1 (Monday) to 6 (Saturday).
    pub weekday: u8,
    pub class_hour_id: i64,
    pub class_hour_number: i16,
}

impl From<&Unavailability> for UnavailabilityDto {
    fn from(u: &Unavailability) -> Self {
        UnavailabilityDto {
            id: u.id.get(),
            institution_id: u.institution_id.get(),
            teacher_id: u.teacher.get(),
            teacher_name: u.teacher_name.clone(),
            kind: u.kind.into(),
            weekday: u.weekday.get(),
            class_hour_id: u.class_hour.get(),
            class_hour_number: u.class_hour_number,
        }
    }
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct UnavailabilityWriteDto {
    /// The staff id of a teacher.
    pub teacher_id: i64,
    /// `UNAVAILABLE` when left out.
    pub kind: PeriodKindCode,
    #[schema(minimum = 1, maximum = 6)]
    pub weekday: i64,
    pub class_hour_id: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UnavailabilityFilters {
    /// Ministry-level roles only.
    pub institution_id: Option<i64>,
    pub teacher_id: Option<i64>,
}

/// Every period teachers cannot teach or prefer, by teacher, weekday and class hour (the whole
/// list: an institution has a few hundred at most).
#[utoipa::path(
    tag = "timetable",
    params(UnavailabilityFilters),
    responses(
        (status = 200, body = inline(ListBody<UnavailabilityDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/teacher-unavailability/")]
pub async fn list_unavailability(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<UnavailabilityFilters>,
) -> Result<HttpResponse, ApiError> {
    let (institution, teacher) = (params.institution_id, params.teacher_id);
    let list = run(&state, lang, move |s| ListUnavailability { unit: &*s.unit }.execute(&session.actor, institution, teacher)).await?;
    Ok(HttpResponse::Ok().json(ListBody::complete(list.iter().map(UnavailabilityDto::from).collect())))
}

/// Bars a period for a teacher of the caller's institution (`kind` `UNAVAILABLE`), or marks it as
/// one they prefer (`PREFERRED`); 409 `duplicate` when the teacher already has the period, of
/// either kind.
#[utoipa::path(
    tag = "timetable",
    request_body = UnavailabilityWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<UnavailabilityDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/teacher-unavailability/")]
pub async fn create_unavailability(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<UnavailabilityWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = UnavailabilityForm {
        teacher_id: body.teacher_id,
        kind: PeriodKind::from(body.kind).code().to_string(),
        weekday: body.weekday,
        class_hour_id: body.class_hour_id,
    };
    let created = run(&state, lang, move |s| AddUnavailability { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: UnavailabilityDto::from(&created) }))
}

/// The teacher may teach in the period again (or no longer prefers it).
#[utoipa::path(
    tag = "timetable",
    params(("id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/teacher-unavailability/{id:\d+}/")]
pub async fn delete_unavailability(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = unavailability_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| RemoveUnavailability { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

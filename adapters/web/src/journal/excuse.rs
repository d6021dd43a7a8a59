use actix_web::{post, web, HttpResponse};
use application::journal::{ExcuseAbsences, ExcuseForm};
use application::ports::Excuse;
use application::AppError;
use domain::ids::StudentId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ExcuseWriteDto {
    /// `YYYY-MM-DD`, the first day excused.
    #[schema(required = true, format = Date)]
    pub date_from: String,
    /// `YYYY-MM-DD`, the last day excused (at most a year after the first).
    #[schema(required = true, format = Date)]
    pub date_to: String,
    #[schema(required = true, min_length = 1, max_length = 500)]
    pub reason: String,
    /// The document behind the excuse: a medical certificate's number, an order...
    #[schema(required = true, min_length = 1, max_length = 500)]
    pub document: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ExcuseDto {
    pub id: i64,
    pub student_id: i64,
    pub date_from: String,
    pub date_to: String,
    pub reason: String,
    pub document: String,
    /// How many absences the excuse turned.
    pub lessons_excused: i32,
    pub created_by: Option<String>,
    /// RFC 3339.
    pub created_at: String,
}

impl From<&Excuse> for ExcuseDto {
    fn from(e: &Excuse) -> Self {
        ExcuseDto {
            id: e.id.get(),
            student_id: e.student.get(),
            date_from: e.span.start().format("%Y-%m-%d").to_string(),
            date_to: e.span.end().format("%Y-%m-%d").to_string(),
            reason: e.reason.clone(),
            document: e.document.clone(),
            lessons_excused: e.lessons_excused,
            created_by: e.created_by.clone(),
            created_at: e.created_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        }
    }
}

/// The student's unexcused absences in the span become excused (their hours move from unexcused to
/// excused), and rolls taken later in the span mark the student excused at once; one audit record.
/// 422 under `date_from`, `date_to`, `reason`, `document`.
#[utoipa::path(
    tag = "journal",
    params(("id" = i64, Path)),
    request_body = ExcuseWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<ExcuseDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/journal/absences/{id:\d+}/excuse/")]
pub async fn excuse_absences(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<i64>,
    body: web::Json<ExcuseWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let student = StudentId::new(path.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let body = body.into_inner();
    let form = ExcuseForm { date_from: body.date_from, date_to: body.date_to, reason: body.reason, document: body.document };
    let excuse = run(&state, lang, move |s| ExcuseAbsences { unit: &*s.unit }.execute(&session.actor, student, &form, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ExcuseDto::from(&excuse) }))
}

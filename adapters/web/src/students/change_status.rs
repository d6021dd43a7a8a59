use actix_web::{post, web, HttpResponse};
use application::students::ChangeStudentStatus;
use domain::student::StatusChangeForm;
use domain::version::Version;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{student_id, StudentDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct StatusChangeDto {
    /// `ACTIVE`, `ON-LEAVE`, `WITHDRAW`, `GRADUATED` or `ARCHIVED`.
    #[schema(value_type = crate::codes::StudentStatusCode)]
    #[schema(required = true)]
    pub status: String,
    #[schema(value_type = String, format = Date)]
    #[schema(required = true)]
    pub date: String,
    #[schema(max_length = 500)]
    pub reason: String,
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub order_number: String,
    pub version: Option<i32>,
}

/// One move of the status machine (ACTIVE ⇄ ON-LEAVE, ACTIVE → WITHDRAW → ACTIVE, ACTIVE →
/// GRADUATED, GRADUATED/WITHDRAW → ARCHIVED); any other is 409 `illegal_transition` naming both
/// states.
#[utoipa::path(
    tag = "students",
    params(("id" = i64, Path)),
    request_body = StatusChangeDto,
    responses(
        (status = 200, body = inline(ResultBody<StudentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/students/{id:\d+}/status/")]
pub async fn change_student_status(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<StatusChangeDto>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    let version = body.version.map(Version::new);
    let form = StatusChangeForm {
        status: body.status.clone(),
        date: body.date.clone(),
        reason: body.reason.clone(),
        order_number: body.order_number.clone(),
    };
    let student =
        run(&state, lang, move |s| ChangeStudentStatus { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: StudentDto::detailed(student) }))
}

use actix_web::{post, web, HttpResponse};
use application::students::CreateStudent;

use super::{StudentDto, StudentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// The PINFL must be valid and agree with the birth date and gender; 409 `pinfl_taken` for a PINFL
/// of a living student; 422 `group_full` beyond the planned size.
#[utoipa::path(
    tag = "students",
    request_body = StudentWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<StudentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/students/")]
pub async fn create_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<StudentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let student =
        run(&state, lang, move |s| CreateStudent { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: StudentDto::detailed(student) }))
}

use actix_web::{put, web, HttpResponse};
use application::students::UpdateStudent;
use application::AppError;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{student_id, StudentDto, StudentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A stale `version` is 409; a move to a full group is 422.
#[utoipa::path(
    tag = "students",
    params(("id" = i64, Path)),
    request_body = StudentWriteDto,
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
#[put(r"/students/{id:\d+}/")]
pub async fn update_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<StudentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    let version = body
        .version
        .map(Version::new)
        .ok_or_else(|| ApiError::new(AppError::from(ValidationErrors::single("version", Invalid::Required)), lang))?;
    let form = body.form();
    let student =
        run(&state, lang, move |s| UpdateStudent { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, form, version, &meta))
            .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: StudentDto::detailed(student) }))
}

use actix_web::{put, web, HttpResponse};
use application::exams::UpdateExam;
use application::AppError;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{exam_id, ExamDto, ExamWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Moves or changes an exam under the rules of POST (it never clashes with itself); a stale
/// `version` is 409 `stale_version`.
#[utoipa::path(
    tag = "exams",
    params(("id" = i64, Path)),
    request_body = ExamWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<ExamDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/exams/{id:\d+}/")]
pub async fn update_exam(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ExamWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = exam_id(id.into_inner(), lang)?;
    let version = body
        .version
        .map(Version::new)
        .ok_or_else(|| ApiError::new(AppError::from(ValidationErrors::single("version", Invalid::Required)), lang))?;
    let form = body.form();
    let exam = run(&state, lang, move |s| UpdateExam { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ExamDto::from(&exam) }))
}

use actix_web::{put, web, HttpResponse};
use application::subjects::UpdateSubject;
use application::AppError;
use domain::ids::SubjectId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{SubjectDto, SubjectWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A stale `version` or a code already used answers 409.
#[utoipa::path(
    tag = "subjects",
    params(("id" = i64, Path)),
    request_body = SubjectWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<SubjectDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/edu-subjects/{id:\d+}/")]
pub async fn update_subject(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<SubjectWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = SubjectId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let updated = run(&state, lang, move |s| UpdateSubject { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SubjectDto::from(updated) }))
}

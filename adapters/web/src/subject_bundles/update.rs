use actix_web::{put, web, HttpResponse};
use application::subject_bundles::UpdateSubjectBundle;
use application::AppError;
use domain::ids::SubjectBundleId;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use super::{SubjectBundleDto, SubjectBundleWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Replaces the name and the subjects; a stale `version` answers 409.
#[utoipa::path(
    tag = "subject-bundles",
    params(("id" = i64, Path)),
    request_body = SubjectBundleWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<SubjectBundleDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/subject-bundles/{id:\d+}/")]
pub async fn update_subject_bundle(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<SubjectBundleWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = SubjectBundleId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let version =
        body.version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))?;
    let form = body.form();
    let updated =
        run(&state, lang, move |s| UpdateSubjectBundle { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SubjectBundleDto::from(updated) }))
}

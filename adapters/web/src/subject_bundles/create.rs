use actix_web::{post, web, HttpResponse};
use application::subject_bundles::CreateSubjectBundle;

use super::{SubjectBundleDto, SubjectBundleWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// No subjects, a repeated or an unknown one answers 422 on `edu_subject_ids` or
/// `edu_subject_ids.<index>`.
#[utoipa::path(
    tag = "subject-bundles",
    request_body = SubjectBundleWriteDto,
    responses((status = 201, body = inline(ResultBody<SubjectBundleDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/subject-bundles/")]
pub async fn create_subject_bundle(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<SubjectBundleWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let created = run(&state, lang, move |s| CreateSubjectBundle { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: SubjectBundleDto::from(created) }))
}

use actix_web::{post, web, HttpResponse};
use application::subject_types::CreateSubjectType;

use super::{SubjectTypeDto, SubjectTypeWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A name already used answers 409 `duplicate`.
#[utoipa::path(
    tag = "subject-types",
    request_body = SubjectTypeWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<SubjectTypeDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/edu-subjects/types/")]
pub async fn create_subject_type(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<SubjectTypeWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let created = run(&state, lang, move |s| CreateSubjectType { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: SubjectTypeDto::from(created) }))
}

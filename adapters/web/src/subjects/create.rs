use actix_web::{post, web, HttpResponse};
use application::subjects::CreateSubject;

use super::{SubjectDto, SubjectWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// A code already used answers 409 `duplicate`; an unknown type 422 on `edu_subject_type_id`.
#[utoipa::path(
    tag = "subjects",
    request_body = SubjectWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<SubjectDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/edu-subjects/")]
pub async fn create_subject(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<SubjectWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let created = run(&state, lang, move |s| CreateSubject { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: SubjectDto::from(created) }))
}

use actix_web::{get, web, HttpResponse};
use application::subject_types::GetSubjectType;
use application::AppError;
use domain::ids::SubjectTypeId;

use super::SubjectTypeDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "subject-types",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<SubjectTypeDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/edu-subjects/types/{id:\d+}/")]
pub async fn get_subject_type(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = SubjectTypeId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let found = run(&state, lang, move |s| GetSubjectType { types: &*s.subject_types }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SubjectTypeDto::from(found) }))
}

use actix_web::{get, web, HttpResponse};
use application::subjects::GetSubject;
use application::AppError;
use domain::ids::SubjectId;

use super::SubjectDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "subjects",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<SubjectDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/edu-subjects/{id:\d+}/")]
pub async fn get_subject(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = SubjectId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let found = run(&state, lang, move |s| GetSubject { subjects: &*s.subjects }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SubjectDto::from(found) }))
}

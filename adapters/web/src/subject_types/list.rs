use actix_web::{get, web, HttpResponse};
use application::ports::SubjectTypeQuery;
use application::subject_types::ListSubjectTypes;

use super::SubjectTypeDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// Permission: `edu-subject-view` or `curriculum-view`. Ordered by name; `search` in any name.
#[utoipa::path(
    tag = "subject-types",
    params(ListParams),
    responses((status = 200, body = inline(ListBody<SubjectTypeDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/edu-subjects/types/")]
pub async fn list_subject_types(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = SubjectTypeQuery { search: list.search(), page };
    let page = run(&state, lang, move |s| ListSubjectTypes { types: &*s.subject_types }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, SubjectTypeDto::from)))
}

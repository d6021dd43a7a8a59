use actix_web::{get, web, HttpResponse};
use application::ports::SubjectBundleQuery;
use application::subject_bundles::ListSubjectBundles;

use super::SubjectBundleDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// Permission: `bundle-subject-view`. Ordered by name; `search` in any name.
#[utoipa::path(
    tag = "subject-bundles",
    params(ListParams),
    responses((status = 200, body = inline(ListBody<SubjectBundleDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/subject-bundles/")]
pub async fn list_subject_bundles(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = SubjectBundleQuery { search: list.search(), page };
    let page = run(&state, lang, move |s| ListSubjectBundles { bundles: &*s.subject_bundles }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, SubjectBundleDto::from)))
}

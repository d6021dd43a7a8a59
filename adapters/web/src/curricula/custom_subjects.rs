use actix_web::{get, web, HttpResponse};
use application::curricula::ListCustomSubjects;
use application::ports::CustomSubjectQuery;
use domain::actor::Scope;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomSubjectDto {
    pub name: NameDto,
    pub study_hours: i32,
}

/// The vocational subjects of the curricula the role can see, distinct by (Uzbek) name, for the
/// distribution page to offer known names.
#[utoipa::path(
    tag = "curricula",
    params(ListParams),
    responses((status = 200, body = inline(ListBody<CustomSubjectDto>)), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/edu-subjects/custom-subjects/")]
pub async fn list_custom_subjects(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = CustomSubjectQuery { scope: Scope::Nowhere, search: list.search(), page };
    let found = run(&state, lang, move |s| ListCustomSubjects { curricula: &*s.curricula }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok()
        .json(ListBody::from_page(found, |c| CustomSubjectDto { name: NameDto::from(&c.name), study_hours: c.study_hours })))
}

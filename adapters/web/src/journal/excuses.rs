use actix_web::{get, web, HttpResponse};
use application::journal::ListExcuses;
use application::AppError;
use domain::ids::StudentId;
use domain::paging::PageRequest;
use serde::Deserialize;
use utoipa::IntoParams;

use super::ExcuseDto;
use crate::auth::Authenticated;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// The student's excused spans, latest first.
#[utoipa::path(
    tag = "journal",
    params(("id" = i64, Path), PageParams),
    responses(
        (status = 200, body = inline(ListBody<ExcuseDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/journal/absences/{id:\d+}/excuses/")]
pub async fn list_excuses(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<i64>,
    params: web::Query<PageParams>,
) -> Result<HttpResponse, ApiError> {
    let student = StudentId::new(path.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let page = PageRequest::new(params.page, params.limit).map_err(|e| ApiError::new(e.into(), lang))?;
    let excuses = run(&state, lang, move |s| ListExcuses { unit: &*s.unit }.execute(&session.actor, student, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(excuses, |e| ExcuseDto::from(&e))))
}

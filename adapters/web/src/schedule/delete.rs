use actix_web::{delete, web, HttpResponse};
use application::schedule::DeleteLesson;
use domain::schedule::DeleteScope;
use serde::Deserialize;
use utoipa::IntoParams;

use super::schedule_id;
use crate::auth::Authenticated;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeleteParams {
    /// `day`: that date only; `until_end`: that date and every later one.
    #[param(value_type = Option<crate::codes::DeleteScopeCode>)]
    pub scope: Option<String>,
    /// `YYYY-MM-DD`: a day the lesson takes place (`day`), or a day of its series (`until_end`).
    pub date: Option<String>,
}

/// `scope=day`: the lesson does not take place that date; `scope=until_end`: the series ends the
/// day before (deleted whole from its first day). 422 under `date` for a date the lesson does not
/// fall on.
#[utoipa::path(
    tag = "schedules",
    params(("id" = i64, Path), DeleteParams),
    responses(
        (status = 204),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/schedules/{id:\d+}/")]
pub async fn delete_schedule(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    params: web::Query<DeleteParams>,
) -> Result<HttpResponse, ApiError> {
    let id = schedule_id(id.into_inner(), lang)?;
    // An absent scope or date is empty text, which `DeleteScope::parse` refuses where it needs it.
    let scope = DeleteScope::parse(params.scope.as_deref().unwrap_or_default(), params.date.as_deref().unwrap_or_default())
        .map_err(|e| ApiError::new(e.into(), lang))?;
    run(&state, lang, move |s| DeleteLesson { unit: &*s.unit }.execute(&session.actor, id, scope, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

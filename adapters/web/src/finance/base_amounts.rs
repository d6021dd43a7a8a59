//! `/finance/base-amounts/`: the base amount the prices multiply, with the day it takes effect.

use actix_web::{delete, get, post, put, web, HttpResponse};
use application::finance::{CreateBaseAmount, DeleteBaseAmount, GetBaseAmount, ListBaseAmounts, UpdateBaseAmount};
use domain::finance::{BaseAmount, BaseAmountForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::path_id;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{day, version_of};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct BaseAmountDto {
    pub id: i64,
    /// Tiyin.
    pub amount: i64,
    #[schema(format = Date)]
    pub effective_from: String,
    pub version: i32,
}

impl From<BaseAmount> for BaseAmountDto {
    fn from(a: BaseAmount) -> Self {
        BaseAmountDto { id: a.id, amount: a.amount.tiyin(), effective_from: day(a.effective_from), version: a.version.get() }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct BaseAmountWriteDto {
    /// Tiyin, positive.
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 100_000_000_000_000_i64)]
    pub amount: i64,
    /// The day it takes effect; one base amount a day.
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub effective_from: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl BaseAmountWriteDto {
    fn form(&self) -> BaseAmountForm {
        BaseAmountForm { amount: self.amount, effective_from: self.effective_from.clone() }
    }
}

/// Newest first.
#[utoipa::path(
    tag = "finance",
    params(ListParams),
    responses((status = 200, body = inline(ListBody<BaseAmountDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/finance/base-amounts/")]
pub async fn list_base_amounts(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListBaseAmounts { finance: &*s.finance }.execute(&session.actor, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, BaseAmountDto::from)))
}

#[utoipa::path(
    tag = "finance",
    request_body = BaseAmountWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<BaseAmountDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "Another base amount takes effect that day", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/finance/base-amounts/")]
pub async fn create_base_amount(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<BaseAmountWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let amount = run(&state, lang, move |s| CreateBaseAmount { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: BaseAmountDto::from(amount) }))
}

#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<BaseAmountDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/finance/base-amounts/{id:\d+}/")]
pub async fn get_base_amount(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let amount = run(&state, lang, move |s| GetBaseAmount { finance: &*s.finance }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: BaseAmountDto::from(amount) }))
}

/// Contracts keep the amounts they were made with.
#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    request_body = BaseAmountWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<BaseAmountDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or another base amount that day", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/finance/base-amounts/{id:\d+}/")]
pub async fn update_base_amount(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<BaseAmountWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let amount = run(&state, lang, move |s| UpdateBaseAmount { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: BaseAmountDto::from(amount) }))
}

#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/finance/base-amounts/{id:\d+}/")]
pub async fn delete_base_amount(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteBaseAmount { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

use actix_web::{delete, get, post, put, web, HttpResponse};
use application::scholarships::{
    CreateScholarshipType, DeleteScholarshipType, GetScholarshipType, ListScholarshipTypes, UpdateScholarshipType,
};
use chrono::NaiveDate;
use domain::finance::scholarship::{ScholarshipAmountForm, ScholarshipType, ScholarshipTypeForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams, NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::finance::path_id;
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{day, version_of};
use crate::state::AppState;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ScholarshipAmountDto {
    /// Tiyin a month, positive.
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 100_000_000_000_000_i64)]
    pub amount: i64,
    /// The day it takes effect; one amount a day.
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub effective_from: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ScholarshipTypeDto {
    pub id: i64,
    pub name: NameDto,
    /// Newest first.
    pub amounts: Vec<ScholarshipAmountDto>,
    /// Tiyin: the amount in force today (Tashkent), absent before the first one's day.
    pub amount_now: Option<i64>,
    pub version: i32,
}

impl ScholarshipTypeDto {
    /// The type as read on `today` (Tashkent), whose amount in force it names.
    fn of(t: ScholarshipType, today: NaiveDate) -> Self {
        ScholarshipTypeDto {
            id: t.id,
            name: NameDto::from(&t.name),
            amount_now: t.amount_on(today).map(|m| m.tiyin()),
            amounts: t
                .amounts
                .iter()
                .map(|a| ScholarshipAmountDto { amount: a.amount.tiyin(), effective_from: day(a.effective_from) })
                .collect(),
            version: t.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ScholarshipTypeWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    /// At least one; at most 60.
    #[serde(default)]
    #[schema(required = true, min_items = 1, max_items = 60)]
    pub amounts: Vec<ScholarshipAmountDto>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl ScholarshipTypeWriteDto {
    fn form(&self) -> ScholarshipTypeForm {
        ScholarshipTypeForm {
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            amounts: self
                .amounts
                .iter()
                .map(|a| ScholarshipAmountForm { amount: a.amount, effective_from: a.effective_from.clone() })
                .collect(),
        }
    }
}

/// By Uzbek name; `search` matches any of the three names.
#[utoipa::path(
    tag = "scholarships",
    params(ListParams),
    responses(
        (status = 200, body = inline(ListBody<ScholarshipTypeDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/scholarship-types/")]
pub async fn list_scholarship_types(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let search = list.search();
    let types = run(&state, lang, move |s| ListScholarshipTypes { unit: &*s.unit }.execute(&session.actor, search, page)).await?;
    let today = today(&state);
    Ok(HttpResponse::Ok().json(ListBody::from_page(types, |t| ScholarshipTypeDto::of(t, today))))
}

#[utoipa::path(
    tag = "scholarships",
    request_body = ScholarshipTypeWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<ScholarshipTypeDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "Another type has that name", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/scholarship-types/")]
pub async fn create_scholarship_type(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ScholarshipTypeWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let form = body.form();
    let created = run(&state, lang, move |s| CreateScholarshipType { unit: &*s.unit }.execute(&session.actor, &form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ScholarshipTypeDto::of(created, today(&state)) }))
}

#[utoipa::path(
    tag = "scholarships",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<ScholarshipTypeDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/scholarship-types/{id:\d+}/")]
pub async fn get_scholarship_type(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let found = run(&state, lang, move |s| GetScholarshipType { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ScholarshipTypeDto::of(found, today(&state)) }))
}

/// The names and the whole list of amounts; every month listed afterwards follows the new amounts.
#[utoipa::path(
    tag = "scholarships",
    params(("id" = i64, Path)),
    request_body = ScholarshipTypeWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<ScholarshipTypeDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or another type has that name", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/scholarship-types/{id:\d+}/")]
pub async fn update_scholarship_type(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ScholarshipTypeWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let saved =
        run(&state, lang, move |s| UpdateScholarshipType { unit: &*s.unit }.execute(&session.actor, id, &form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ScholarshipTypeDto::of(saved, today(&state)) }))
}

/// A type an order names stays (409).
#[utoipa::path(
    tag = "scholarships",
    params(("id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "An order names the type", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/scholarship-types/{id:\d+}/")]
pub async fn delete_scholarship_type(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeleteScholarshipType { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Today in Tashkent by the server's clock, as every use case reads it.
fn today(state: &AppState) -> NaiveDate {
    application::schedule::today(&*state.clock)
}

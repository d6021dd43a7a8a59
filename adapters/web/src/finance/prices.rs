//! `/finance/prices/`: an institution's prices per academic year, direction, form and contract
//! kind, a coefficient of the base amount or a fixed amount.

use actix_web::{delete, get, post, put, web, HttpResponse};
use application::finance::{CreatePrice, DeletePrice, GetPrice, ListPrices, UpdatePrice};
use application::ports::PriceQuery;
use domain::actor::Scope;
use domain::curriculum::EduForm;
use domain::finance::{ContractKind, Price, PriceForm, PriceRule};
use domain::ids::{DirectionId, InstitutionId};
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{path_id, year};
use crate::auth::Authenticated;
use crate::dto::{InstitutionRefDto, ListBody, ListParams, NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{filter, version_of};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct PriceDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    /// The calendar year the academic year begins in (2026 is 2026/2027).
    pub academic_year: i32,
    pub edu_direction_id: i64,
    pub edu_direction_name: NameDto,
    #[schema(value_type = crate::codes::EduFormCode)]
    pub edu_form: String,
    #[schema(value_type = crate::codes::ContractKindCode)]
    pub contract_kind: String,
    /// A coefficient of the base amount ("1.5"), or null for a fixed amount.
    pub coefficient: Option<String>,
    /// A fixed amount in tiyin, or null for a coefficient.
    pub amount: Option<i64>,
    pub version: i32,
}

impl From<Price> for PriceDto {
    fn from(p: Price) -> Self {
        let d = &p.draft;
        let (coefficient, amount) = match d.rule {
            PriceRule::Coefficient(c) => (Some(c.text()), None),
            PriceRule::Fixed(m) => (None, Some(m.tiyin())),
        };
        PriceDto {
            id: p.id,
            institution_id: p.institution_id.get(),
            institution: InstitutionRefDto { id: p.institution_id.get(), name: NameDto::from(&p.institution_name) },
            academic_year: d.academic_year,
            edu_direction_id: d.edu_direction_id.get(),
            edu_direction_name: NameDto::from(&p.edu_direction_name),
            edu_form: d.edu_form.code().into(),
            contract_kind: d.contract_kind.code().into(),
            coefficient,
            amount,
            version: p.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PriceWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    #[serde(default)]
    #[schema(required = true, minimum = 2000, maximum = 2100)]
    pub academic_year: i64,
    #[serde(default)]
    #[schema(required = true, minimum = 1)]
    pub edu_direction_id: i64,
    #[serde(default)]
    #[schema(value_type = crate::codes::EduFormCode, required = true)]
    pub edu_form: String,
    #[serde(default)]
    #[schema(value_type = crate::codes::ContractKindCode, required = true)]
    pub contract_kind: String,
    /// A coefficient of the base amount with at most two decimals ("1.5"); or leave it empty and give `amount`.
    #[serde(default)]
    #[schema(max_length = 16)]
    pub coefficient: String,
    /// A fixed amount in tiyin; or leave it out and give `coefficient`.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 100_000_000_000_000_i64)]
    pub amount: Option<i64>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl PriceWriteDto {
    fn form(&self) -> PriceForm {
        PriceForm {
            academic_year: self.academic_year,
            edu_direction_id: self.edu_direction_id,
            edu_form: self.edu_form.clone(),
            contract_kind: self.contract_kind.clone(),
            coefficient: self.coefficient.clone(),
            amount: self.amount,
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PriceFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    #[param(minimum = 2000, maximum = 2100)]
    pub academic_year: Option<i64>,
    pub edu_direction_id: Option<i64>,
    #[param(value_type = Option<crate::codes::EduFormCode>)]
    pub edu_form: Option<String>,
    #[param(value_type = Option<crate::codes::ContractKindCode>)]
    pub contract_kind: Option<String>,
}

fn query(list: &ListParams, filters: &PriceFilters) -> Result<PriceQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let academic_year = filter(&mut errors, "academic_year", filters.academic_year, year);
    let edu_direction_id = filter(&mut errors, "edu_direction_id", filters.edu_direction_id, DirectionId::new);
    let edu_form = filter(&mut errors, "edu_form", filters.edu_form.as_deref(), EduForm::parse);
    let contract_kind = filter(&mut errors, "contract_kind", filters.contract_kind.as_deref(), ContractKind::parse);
    errors.into_result()?;
    Ok(PriceQuery {
        scope: Scope::Nowhere,
        institution_id,
        academic_year,
        edu_direction_id,
        edu_form,
        contract_kind,
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// The newest year first.
#[utoipa::path(
    tag = "finance",
    params(ListParams, PriceFilters),
    responses((status = 200, body = inline(ListBody<PriceDto>)), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/finance/prices/")]
pub async fn list_prices(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<PriceFilters>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let page = run(&state, lang, move |s| ListPrices { finance: &*s.finance }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, PriceDto::from)))
}

#[utoipa::path(
    tag = "finance",
    request_body = PriceWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<PriceDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "A price for that year, direction, form and kind exists", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/finance/prices/")]
pub async fn create_price(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<PriceWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let price = run(&state, lang, move |s| CreatePrice { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: PriceDto::from(price) }))
}

#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<PriceDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/finance/prices/{id:\d+}/")]
pub async fn get_price(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let price = run(&state, lang, move |s| GetPrice { finance: &*s.finance }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PriceDto::from(price) }))
}

/// Contracts keep the amounts they were made with.
#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    request_body = PriceWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<PriceDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, description = "Stale version, or another price of that year, direction, form and kind", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/finance/prices/{id:\d+}/")]
pub async fn update_price(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<PriceWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let price = run(&state, lang, move |s| UpdatePrice { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PriceDto::from(price) }))
}

#[utoipa::path(
    tag = "finance",
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[delete(r"/finance/prices/{id:\d+}/")]
pub async fn delete_price(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang)?;
    run(&state, lang, move |s| DeletePrice { unit: &*s.unit }.execute(&session.actor, id, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}

//! Transfers between institutions: `/orders/incoming-transfers/`, the students other institutions
//! released to the caller's, whom its admission order can name; `/orders/transfer-institutions/`,
//! the receivers a transfer order can name.

use actix_web::{get, web, HttpResponse};
use application::orders::{ListIncomingTransfers, TransferTargets};
use application::ports::{IncomingQuery, IncomingTransfer};
use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::dto::{InstitutionRefDto, ListBody, ListParams, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::science::{day, filter};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct IncomingTransferDto {
    pub student_id: i64,
    pub student_name: String,
    pub pinfl: String,
    /// The sending institution.
    pub from_institution: InstitutionRefDto,
    /// The group the student left there.
    pub from_edu_group_name: String,
    pub to_institution_id: i64,
    /// The sender's transfer order.
    pub order_id: i64,
    pub order_number: String,
    #[schema(format = Date)]
    pub order_date: String,
    pub reason: String,
}

impl From<IncomingTransfer> for IncomingTransferDto {
    fn from(t: IncomingTransfer) -> Self {
        IncomingTransferDto {
            student_id: t.student_id.get(),
            student_name: t.student_name,
            pinfl: t.pinfl,
            from_institution: InstitutionRefDto { id: t.from_institution_id.get(), name: NameDto::from(&t.from_institution_name) },
            from_edu_group_name: t.from_group_name,
            to_institution_id: t.to_institution_id.get(),
            order_id: t.order_id,
            order_number: t.order_number,
            order_date: day(t.order_date),
            reason: t.reason,
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IncomingFilters {
    /// The receiving institution (ministry-level roles; an institution-level role sees its own).
    pub institution_id: Option<i64>,
}

/// Students another institution's applied transfer order released to the caller's institution and
/// not admitted yet, the newest release first: an ADMISSION order naming one of them with a group
/// of the receiver's own moves their record, history and results into it.
#[utoipa::path(
    tag = "orders",
    params(ListParams, IncomingFilters),
    responses(
        (status = 200, body = inline(ListBody<IncomingTransferDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/orders/incoming-transfers/")]
pub async fn list_incoming_transfers(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<IncomingFilters>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    errors.into_result().map_err(|e| ApiError::new(e.into(), lang))?;
    // Never the default: a refused page returned with the errors above.
    let query = IncomingQuery { scope: Scope::Nowhere, institution_id, page: page.unwrap_or_default() };
    let page = run(&state, lang, move |s| ListIncomingTransfers { orders: &*s.orders }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, IncomingTransferDto::from)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TargetParams {
    /// 1-based page number.
    pub page: Option<i64>,
    /// Page size, 1 to 10000 (default 20).
    pub limit: Option<i64>,
    /// The name's or code's text.
    pub search: Option<String>,
}

/// The institutions a TRANSFER order's item may name as `to_institution_id`, by name, for those
/// who draft orders (the order refuses the caller's own institution).
#[utoipa::path(
    tag = "orders",
    params(TargetParams),
    responses(
        (status = 200, body = inline(ListBody<InstitutionRefDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/orders/transfer-institutions/")]
pub async fn transfer_institutions(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<TargetParams>,
) -> Result<HttpResponse, ApiError> {
    let list = ListParams { page: params.page, limit: params.limit, search: params.search.clone(), ordering: None };
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let search = list.search();
    let found =
        run(&state, lang, move |s| TransferTargets { institutions: &*s.institutions }.execute(&session.actor, search, page)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(found, |i| InstitutionRefDto { id: i.id.get(), name: NameDto::from(&i.details.name) })))
}

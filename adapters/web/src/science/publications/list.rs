use actix_web::{get, web, HttpResponse};
use application::ports::{Cell, PublicationOrder, PublicationQuery};
use application::science::publications::ListPublications;
use domain::actor::{Actor, Scope};
use domain::ids::{InstitutionId, StaffId};
use domain::paging::Ordering;
use domain::science::reading::filter_year;
use domain::science::{Indexing, PublicationKind, PublicationSubKind, Verification};
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::PublicationDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::science::filter;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PublicationFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    #[param(value_type = Option<crate::science::codes::PublicationKindCode>)]
    pub kind: Option<String>,
    #[param(value_type = Option<crate::science::codes::PublicationSubKindCode>)]
    pub sub_kind: Option<String>,
    #[param(minimum = 1990, maximum = 2100)]
    pub year: Option<i64>,
    /// Publications this database indexes.
    #[param(value_type = Option<crate::science::codes::IndexingCode>)]
    pub indexing: Option<String>,
    /// Published abroad (`true`) or at home (`false`).
    pub foreign: Option<bool>,
    #[param(value_type = Option<crate::science::codes::VerificationCode>)]
    pub verification: Option<String>,
    /// Publications this staff member is an author of.
    pub staff_id: Option<i64>,
}

pub const ORDERINGS: [(&str, PublicationOrder); 3] =
    [("id", PublicationOrder::Id), ("title", PublicationOrder::Title), ("year", PublicationOrder::Year)];

pub(super) fn query(list: &ListParams, filters: &PublicationFilters) -> Result<PublicationQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: PublicationOrder::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let kind = filter(&mut errors, "kind", filters.kind.as_deref(), PublicationKind::parse);
    let sub_kind = filter(&mut errors, "sub_kind", filters.sub_kind.as_deref(), PublicationSubKind::parse);
    let year = filter(&mut errors, "year", filters.year, filter_year);
    let indexing = filter(&mut errors, "indexing", filters.indexing.as_deref(), Indexing::parse);
    let verification = filter(&mut errors, "verification", filters.verification.as_deref(), Verification::parse);
    let staff_id = filter(&mut errors, "staff_id", filters.staff_id, StaffId::new);
    errors.into_result()?;
    Ok(PublicationQuery {
        scope: Scope::Nowhere,
        institution_id,
        kind,
        sub_kind,
        year,
        indexing,
        foreign: filters.foreign,
        verification,
        staff_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// `search`: the title, the source or the DOI.
#[utoipa::path(
    tag = "science",
    params(ListParams, PublicationFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<PublicationDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/science/publications/")]
pub async fn list_publications(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<PublicationFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("science.publications.title");
        let sheet = Export { file: "publications", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = PublicationQuery { page, ..query.clone() };
            Ok(ListPublications { science: &*s.science }.execute(&session.actor, query)?.map(PublicationDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListPublications { science: &*s.science }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, PublicationDto::from)))
}

/// The columns of the publications screen (and of a teacher's own).
pub(super) fn columns(actor: &Actor) -> Vec<Column<PublicationDto>> {
    let mut columns = vec![
        Column::new(export::id(), 8, |row: &PublicationDto, _| export::number(row.id)),
        Column::new(catalogue::text("export.science.publications.title"), 50, |row, _| export::text(&row.title)),
        Column::new(catalogue::text("orders.kind"), 24, |row, lang| {
            Cell::Text(PublicationSubKind::from_stored(&row.sub_kind).label().get(lang).into())
        }),
        Column::new(catalogue::text("verification.year"), 8, |row, _| export::number(i64::from(row.year))),
        Column::new(catalogue::text("science.publication.authors"), 40, |row, _| {
            export::joined(row.authors.iter().map(|a| a.full_name.as_str()), ", ")
        }),
        Column::new(catalogue::text("export.science.publications.source"), 30, |row, _| export::text(&row.source)),
        // A publication without a DOI: an empty cell.
        Column::new(catalogue::text("science.publication.doi"), 24, |row, _| export::text(row.doi.as_deref().unwrap_or_default())),
        Column::new(catalogue::text("science.publication.indexing"), 24, |row, lang| {
            export::joined(row.indexing.iter().map(|code| Indexing::from_stored(code).label().get(lang)), ", ")
        }),
        Column::new(catalogue::text("export.science.publications.foreign"), 10, |row, lang| export::yes_no(row.foreign, lang)),
        Column::new(catalogue::text("orders.state"), 18, |row, lang| {
            Cell::Text(Verification::from_stored(&row.verification).label().get(lang).into())
        }),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
}

use std::sync::OnceLock;

use actix_web::{get, web, HttpResponse};
use application::ports::{RoomOrderField, RoomQuery};
use application::rooms::ListRooms;
use domain::actor::{Actor, Scope};
use domain::ids::{BuildingId, InstitutionId};
use domain::paging::Ordering;
use domain::room::RoomKind;
use domain::validation::ValidationErrors;
use serde::Deserialize;
use utoipa::IntoParams;

use super::RoomDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::WithInstitution;
use crate::export::{self, labels, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RoomFilters {
    pub institution_id: Option<i64>,
    pub building_id: Option<i64>,
    /// `LECTURE`, `LAB`, `COMPUTER` or `GYM`.
    #[param(value_type = Option<crate::codes::RoomKindCode>)]
    pub kind: Option<String>,
}

pub const ORDERINGS: [(&str, RoomOrderField); 4] =
    [("id", RoomOrderField::Id), ("name", RoomOrderField::Name), ("capacity", RoomOrderField::Capacity), ("floor", RoomOrderField::Floor)];

fn query(list: &ListParams, filters: &RoomFilters) -> Result<RoomQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: RoomOrderField::Name, descending: false };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    let building_id = filters.building_id.map(BuildingId::new).transpose().map_err(|e| errors.add("building_id", e)).ok().flatten();
    let kind = filters.kind.as_deref().map(RoomKind::parse).transpose().map_err(|e| errors.add("kind", e)).ok().flatten();
    errors.into_result()?;
    Ok(RoomQuery {
        scope: Scope::Nowhere,
        institution_id,
        building_id,
        kind,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// Institution-level roles see their institution's rooms.
#[utoipa::path(
    tag = "rooms",
    params(ListParams, RoomFilters, FormatParams),
    responses((status = 200, content((inline(ListBody<RoomDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/rooms/")]
pub async fn list_rooms(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<RoomFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "rooms", title: catalogue::text("rooms.title"), columns: columns(&session.actor) };
        let names = OnceLock::new();
        return export::export(&state, lang, sheet, move |s, page| {
            let query = RoomQuery { page, ..query.clone() };
            let rows = ListRooms { rooms: &*s.rooms }.execute(&session.actor, query)?.map(RoomDto::from);
            Ok(export::with_institutions(rows, export::institution_names(s, &session.actor, &names)?, |row| row.institution_id))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListRooms { rooms: &*s.rooms }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, RoomDto::from)))
}

/// The columns of the rooms list screen; the institution for ministry-level roles.
fn columns(actor: &Actor) -> Vec<Column<WithInstitution<RoomDto>>> {
    let mut columns = vec![
        Column::new(catalogue::text("rooms.field.name"), 20, |(row, _): &WithInstitution<RoomDto>, _| export::text(&row.name)),
        Column::new(catalogue::text("rooms.field.building"), 30, |(row, _), _| export::text(&row.building.name)),
        Column::new(catalogue::text("rooms.field.floor"), 8, |(row, _), _| export::number(i64::from(row.floor))),
        Column::new(catalogue::text("rooms.field.capacity"), 10, |(row, _), _| export::number(i64::from(row.capacity))),
        Column::new(catalogue::text("rooms.field.kind"), 20, |(row, _), lang| export::label(&row.kind, labels::ROOM_KIND, lang)),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(export::institution_column(export::institution()));
    }
    columns
}

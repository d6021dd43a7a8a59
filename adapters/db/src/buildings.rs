use application::ports::{AuditContext, BuildingOrderField, BuildingQuery, BuildingRepository};
use application::AppError;
use chrono::Utc;
use diesel::prelude::*;
use domain::actor::Scope;
use domain::audit::EntityType;
use domain::building::{Building, BuildingDraft, BuildingRule};
use domain::ids::{BuildingId, InstitutionId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::version::Version;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, TxError};
use crate::roles::escape_like;
use crate::schema::{buildings, institutions, rooms};
use crate::store::PgStore;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = buildings)]
struct BuildingRow {
    id: i64,
    institution_id: i64,
    name: String,
    address: String,
    floors: i16,
    version: i32,
}

fn rooms_count() -> diesel::expression::SqlLiteral<diesel::sql_types::BigInt> {
    diesel::dsl::sql::<diesel::sql_types::BigInt>("(SELECT count(*) FROM rooms WHERE rooms.building_id = buildings.id)")
}

type Loaded = (BuildingRow, i64, (String, String, String));

fn into_building((row, rooms_count, (uz, ru, en)): Loaded) -> Building {
    Building {
        id: BuildingId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        institution_name: MultilingualName::from_stored(uz, ru, en),
        details: BuildingDraft { name: row.name, address: row.address, floors: row.floors },
        rooms_count,
        version: Version::new(row.version),
    }
}

fn snapshot(building: &Building) -> Snapshot {
    let mut fields = Snapshot::new();
    fields.insert("institution_id".into(), building.institution_id.get().into());
    fields.insert("name".into(), building.details.name.clone().into());
    fields.insert("address".into(), building.details.address.clone().into());
    fields.insert("floors".into(), building.details.floors.into());
    fields
}

fn find_building(conn: &mut PgConnection, id: BuildingId) -> QueryResult<Option<Building>> {
    let row = buildings::table
        .inner_join(institutions::table)
        .filter(buildings::id.eq(id.get()))
        .select((BuildingRow::as_select(), rooms_count(), (institutions::name_uz, institutions::name_ru, institutions::name_en)))
        .first(conn)
        .optional()?;
    Ok(row.map(into_building))
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, diesel::dsl::InnerJoin<buildings::table, institutions::table>, diesel::pg::Pg>;

fn filtered(query: &BuildingQuery) -> Boxed<'_> {
    let mut q = buildings::table.inner_join(institutions::table).into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(buildings::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(buildings::id.lt(0)),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(buildings::institution_id.eq(id.get()));
    }
    if let Some(search) = &query.search {
        q = q.filter(buildings::name.ilike(format!("%{}%", escape_like(search))));
    }
    q
}

impl BuildingRepository for PgStore {
    fn list(&self, query: &BuildingQuery) -> Result<Page<Building>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(buildings::id)).map_err(internal)?;
        let q = filtered(query);
        let q = match (query.ordering.field, query.ordering.descending) {
            (BuildingOrderField::Id, false) => q.order(buildings::id.asc()),
            (BuildingOrderField::Id, true) => q.order(buildings::id.desc()),
            (BuildingOrderField::Name, false) => q.order((buildings::name.asc(), buildings::id.asc())),
            (BuildingOrderField::Name, true) => q.order((buildings::name.desc(), buildings::id.asc())),
        };
        let rows: Vec<Loaded> = q
            .select((BuildingRow::as_select(), rooms_count(), (institutions::name_uz, institutions::name_ru, institutions::name_en)))
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(into_building).collect(), total))
    }

    fn find(&self, id: BuildingId) -> Result<Option<Building>, AppError> {
        let mut conn = self.conn()?;
        find_building(&mut conn, id).map_err(internal)
    }

    fn create(&self, institution: InstitutionId, draft: &BuildingDraft, audit: &AuditContext) -> Result<Building, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let id: i64 = diesel::insert_into(buildings::table)
                .values((
                    buildings::institution_id.eq(institution.get()),
                    buildings::name.eq(&draft.name),
                    buildings::address.eq(&draft.address),
                    buildings::floors.eq(draft.floors),
                ))
                .returning(buildings::id)
                .get_result(conn)?;
            let building = find_building(conn, BuildingId::from_stored(id))?.ok_or(TxError(AppError::NotFound))?;
            record(conn, &audit.within(institution), EntityType::Building, Some(id), diff(None, Some(&snapshot(&building))))?;
            Ok(building)
        })
        .map_err(|e| e.0)
    }

    fn update(&self, id: BuildingId, draft: &BuildingDraft, version: Version, audit: &AuditContext) -> Result<Building, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_building(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let highest: Option<i16> =
                rooms::table.filter(rooms::building_id.eq(id.get())).select(diesel::dsl::max(rooms::floor)).first(conn)?;
            if let Some(highest) = highest.filter(|h| *h > draft.floors) {
                return Err(AppError::conflict(BuildingRule::RoomsAboveFloors { highest }).into());
            }
            let changed = diesel::update(buildings::table.filter(buildings::id.eq(id.get()).and(buildings::version.eq(version.get()))))
                .set((
                    buildings::name.eq(&draft.name),
                    buildings::address.eq(&draft.address),
                    buildings::floors.eq(draft.floors),
                    buildings::version.eq(buildings::version + 1),
                    buildings::updated_at.eq(Utc::now()),
                ))
                .execute(conn)?;
            if changed == 0 {
                return Err(TxError(AppError::StaleVersion));
            }
            let after = find_building(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            record(
                conn,
                &audit.within(after.institution_id),
                EntityType::Building,
                Some(id.get()),
                diff(Some(&snapshot(&before)), Some(&snapshot(&after))),
            )?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: BuildingId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_building(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            if before.rooms_count > 0 {
                return Err(AppError::conflict(BuildingRule::HasRooms { rooms: before.rooms_count }).into());
            }
            diesel::delete(buildings::table.find(id.get())).execute(conn)?;
            record(conn, &audit.within(before.institution_id), EntityType::Building, Some(id.get()), diff(Some(&snapshot(&before)), None))?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}

use application::ports::{BuildingOrderField, BuildingQueries, BuildingQuery, BuildingRepository, Lock};
use application::AppError;
use chrono::Utc;
use diesel::prelude::*;
use domain::actor::Scope;
use domain::building::{Building, BuildingDraft};
use domain::ids::{BuildingId, InstitutionId};
use domain::paging::Page;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::names::{name_of, NameColumns};
use crate::roles::escape_like;
use crate::schema::{buildings, institutions, rooms};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::{PgTransaction, Root};

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

/// The raw count of rooms, as the buildings' lists read it.
pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::rendered("buildings.rooms_count", buildings::table.select((buildings::id, rooms_count())))]
}

type Loaded = (BuildingRow, i64, NameColumns);

fn into_building((row, rooms_count, institution_name): Loaded) -> Building {
    Building {
        id: BuildingId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        institution_name: name_of(institution_name),
        details: BuildingDraft { name: row.name, address: row.address, floors: row.floors },
        rooms_count,
        version: Version::new(row.version),
    }
}

fn find_building(conn: &mut PgConnection, id: BuildingId) -> QueryResult<Option<Building>> {
    let row = buildings::table
        .inner_join(institutions::table)
        .filter(buildings::id.eq(id.get()))
        .select((
            BuildingRow::as_select(),
            rooms_count(),
            (institutions::name_uz, institutions::name_uz_cyrl, institutions::name_ru, institutions::name_en),
        ))
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

impl BuildingQueries for PgStore {
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
            .select((
                BuildingRow::as_select(),
                rooms_count(),
                (institutions::name_uz, institutions::name_uz_cyrl, institutions::name_ru, institutions::name_en),
            ))
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
}

impl BuildingRepository for PgTransaction<'_> {
    fn find(&mut self, id: BuildingId, lock: Lock) -> Result<Option<Building>, AppError> {
        if !self.lock_root(lock, Root::Buildings, id.get())? {
            return Ok(None);
        }
        find_building(self.conn, id).map_err(internal)
    }

    fn highest_room_floor(&mut self, id: BuildingId) -> Result<Option<i16>, AppError> {
        rooms::table.filter(rooms::building_id.eq(id.get())).select(diesel::dsl::max(rooms::floor)).first(self.conn).map_err(internal)
    }

    fn insert(&mut self, institution: InstitutionId, draft: &BuildingDraft) -> Result<Building, AppError> {
        let id: i64 = diesel::insert_into(buildings::table)
            .values((
                buildings::institution_id.eq(institution.get()),
                buildings::name.eq(&draft.name),
                buildings::address.eq(&draft.address),
                buildings::floors.eq(draft.floors),
            ))
            .returning(buildings::id)
            .get_result(self.conn)
            .map_err(internal)?;
        find_building(self.conn, BuildingId::from_stored(id)).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(&mut self, id: BuildingId, draft: &BuildingDraft, version: Version) -> Result<Building, AppError> {
        let changed = diesel::update(buildings::table.filter(buildings::id.eq(id.get()).and(buildings::version.eq(version.get()))))
            .set((
                buildings::name.eq(&draft.name),
                buildings::address.eq(&draft.address),
                buildings::floors.eq(draft.floors),
                buildings::version.eq(buildings::version + 1),
                buildings::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(changed)?;
        find_building(self.conn, id).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn delete(&mut self, building: &Building) -> Result<(), AppError> {
        diesel::delete(buildings::table.find(building.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

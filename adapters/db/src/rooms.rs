use crate::stored;
use application::ports::{Lock, RoomOrderField, RoomQueries, RoomQuery, RoomRepository};
use application::AppError;
use chrono::Utc;
use diesel::prelude::*;
use domain::actor::Scope;
use domain::ids::{BuildingId, InstitutionId, RoomId};
use domain::paging::Page;
use domain::room::{Room, RoomDraft, RoomKind, RoomRule};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::roles::escape_like;
use crate::schema::{buildings, rooms};
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::{PgTransaction, Root};

#[derive(Queryable, Selectable)]
#[diesel(table_name = rooms)]
struct RoomRow {
    id: i64,
    building_id: i64,
    name: String,
    floor: i16,
    capacity: i32,
    kind: String,
    version: i32,
}

fn into_room((row, institution, building_name): (RoomRow, i64, String)) -> Result<Room, AppError> {
    Ok(Room {
        id: RoomId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(institution),
        building_name,
        details: RoomDraft {
            building_id: BuildingId::from_stored(row.building_id),
            name: row.name,
            floor: row.floor,
            capacity: row.capacity,
            kind: stored::code(RoomKind::parse, &row.kind, "a room's kind")?,
        },
        version: Version::new(row.version),
    })
}

fn name_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("rooms_building_name_key") => AppError::conflict(RoomRule::NameTaken),
        _ => internal(error),
    }
}

fn find_room(conn: &mut PgConnection, id: RoomId) -> QueryResult<Option<Room>> {
    let row = rooms::table
        .inner_join(buildings::table)
        .filter(rooms::id.eq(id.get()))
        .select((RoomRow::as_select(), buildings::institution_id, buildings::name))
        .first(conn)
        .optional()?;
    row.map(into_room).transpose().map_err(stored::malformed)
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, diesel::dsl::InnerJoin<rooms::table, buildings::table>, diesel::pg::Pg>;

fn filtered(query: &RoomQuery) -> Boxed<'_> {
    let mut q = rooms::table.inner_join(buildings::table).into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(buildings::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(rooms::id.lt(0)),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(buildings::institution_id.eq(id.get()));
    }
    if let Some(id) = query.building_id {
        q = q.filter(rooms::building_id.eq(id.get()));
    }
    if let Some(kind) = query.kind {
        q = q.filter(rooms::kind.eq(kind.code()));
    }
    if let Some(search) = &query.search {
        q = q.filter(rooms::name.ilike(format!("%{}%", escape_like(search))));
    }
    q
}

impl RoomQueries for PgStore {
    fn list(&self, query: &RoomQuery) -> Result<Page<Room>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(rooms::id)).map_err(internal)?;
        let q = filtered(query);
        let q = match (query.ordering.field, query.ordering.descending) {
            (RoomOrderField::Id, false) => q.order(rooms::id.asc()),
            (RoomOrderField::Id, true) => q.order(rooms::id.desc()),
            (RoomOrderField::Name, false) => q.order((rooms::name.asc(), rooms::id.asc())),
            (RoomOrderField::Name, true) => q.order((rooms::name.desc(), rooms::id.asc())),
            (RoomOrderField::Capacity, false) => q.order((rooms::capacity.asc(), rooms::id.asc())),
            (RoomOrderField::Capacity, true) => q.order((rooms::capacity.desc(), rooms::id.asc())),
            (RoomOrderField::Floor, false) => q.order((rooms::floor.asc(), rooms::id.asc())),
            (RoomOrderField::Floor, true) => q.order((rooms::floor.desc(), rooms::id.asc())),
        };
        let rows: Vec<(RoomRow, i64, String)> = q
            .select((RoomRow::as_select(), buildings::institution_id, buildings::name))
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(into_room).collect::<Result<_, _>>()?, total))
    }

    fn find(&self, id: RoomId) -> Result<Option<Room>, AppError> {
        let mut conn = self.conn()?;
        find_room(&mut conn, id).map_err(internal)
    }
}

impl RoomRepository for PgTransaction<'_> {
    fn find(&mut self, id: RoomId, lock: Lock) -> Result<Option<Room>, AppError> {
        if !self.lock_root(lock, Root::Rooms, id.get())? {
            return Ok(None);
        }
        find_room(self.conn, id).map_err(internal)
    }

    fn insert(&mut self, draft: &RoomDraft) -> Result<Room, AppError> {
        let id: i64 = diesel::insert_into(rooms::table)
            .values((
                rooms::building_id.eq(draft.building_id.get()),
                rooms::name.eq(&draft.name),
                rooms::floor.eq(draft.floor),
                rooms::capacity.eq(draft.capacity),
                rooms::kind.eq(draft.kind.code()),
            ))
            .returning(rooms::id)
            .get_result(self.conn)
            .map_err(name_taken)?;
        find_room(self.conn, RoomId::from_stored(id)).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(&mut self, id: RoomId, draft: &RoomDraft, version: Version) -> Result<Room, AppError> {
        let changed = diesel::update(rooms::table.filter(rooms::id.eq(id.get()).and(rooms::version.eq(version.get()))))
            .set((
                rooms::building_id.eq(draft.building_id.get()),
                rooms::name.eq(&draft.name),
                rooms::floor.eq(draft.floor),
                rooms::capacity.eq(draft.capacity),
                rooms::kind.eq(draft.kind.code()),
                rooms::version.eq(rooms::version + 1),
                rooms::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(name_taken)?;
        stale_unless_changed(changed)?;
        find_room(self.conn, id).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn delete(&mut self, room: &Room) -> Result<(), AppError> {
        diesel::delete(rooms::table.find(room.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

use application::ports::{AuditContext, PositionQuery, PositionRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::audit::EntityType;
use domain::ids::PositionId;
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::position::{Position, PositionDraft};
use domain::version::Version;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, TxError};
use crate::roles::escape_like;
use crate::schema::institution_positions as positions;
use crate::store::PgStore;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = positions)]
struct PositionRow {
    id: i64,
    name_uz: String,
    name_ru: String,
    name_en: String,
    is_teaching: bool,
    version: i32,
}

impl PositionRow {
    fn into_position(self) -> Position {
        Position {
            id: PositionId::from_stored(self.id),
            details: PositionDraft {
                name: MultilingualName::from_stored(self.name_uz, self.name_ru, self.name_en),
                is_teaching: self.is_teaching,
            },
            version: Version::new(self.version),
        }
    }
}

fn snapshot(position: &Position) -> Snapshot {
    let d = &position.details;
    let mut fields = Snapshot::new();
    fields.insert("name_uz".into(), d.name.uz().into());
    fields.insert("name_ru".into(), d.name.ru().into());
    fields.insert("name_en".into(), d.name.en().into());
    fields.insert("is_teaching".into(), d.is_teaching.into());
    fields
}

fn find_position(conn: &mut PgConnection, id: PositionId) -> QueryResult<Option<Position>> {
    Ok(positions::table.find(id.get()).select(PositionRow::as_select()).first(conn).optional()?.map(PositionRow::into_position))
}

fn filtered(query: &PositionQuery) -> positions::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = positions::table.into_boxed();
    if let Some(search) = &query.search {
        q = q.filter(
            sql::<Bool>("(name_uz || ' ' || name_ru || ' ' || name_en) ILIKE ").bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    if let Some(teaching) = query.is_teaching {
        q = q.filter(positions::is_teaching.eq(teaching));
    }
    q
}

impl PositionRepository for PgStore {
    fn list(&self, query: &PositionQuery) -> Result<Page<Position>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(positions::id)).map_err(internal)?;
        let rows: Vec<PositionRow> = filtered(query)
            .order((positions::name_uz, positions::id))
            .select(PositionRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(PositionRow::into_position).collect(), total))
    }

    fn find(&self, id: PositionId) -> Result<Option<Position>, AppError> {
        let mut conn = self.conn()?;
        find_position(&mut conn, id).map_err(internal)
    }

    fn create(&self, draft: &PositionDraft, audit: &AuditContext) -> Result<Position, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let position = diesel::insert_into(positions::table)
                .values((
                    positions::name_uz.eq(draft.name.uz()),
                    positions::name_ru.eq(draft.name.ru()),
                    positions::name_en.eq(draft.name.en()),
                    positions::is_teaching.eq(draft.is_teaching),
                ))
                .returning(PositionRow::as_returning())
                .get_result(conn)?
                .into_position();
            record(conn, audit, EntityType::Position, Some(position.id.get()), diff(None, Some(&snapshot(&position))))?;
            Ok(position)
        })
        .map_err(|e| e.0)
    }

    fn update(&self, id: PositionId, draft: &PositionDraft, version: Version, audit: &AuditContext) -> Result<Position, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_position(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let updated: Option<PositionRow> =
                diesel::update(positions::table.filter(positions::id.eq(id.get()).and(positions::version.eq(version.get()))))
                    .set((
                        positions::name_uz.eq(draft.name.uz()),
                        positions::name_ru.eq(draft.name.ru()),
                        positions::name_en.eq(draft.name.en()),
                        positions::is_teaching.eq(draft.is_teaching),
                        positions::version.eq(positions::version + 1),
                        positions::updated_at.eq(Utc::now()),
                    ))
                    .returning(PositionRow::as_returning())
                    .get_result(conn)
                    .optional()?;
            let after = updated.ok_or(TxError(AppError::StaleVersion))?.into_position();
            record(conn, audit, EntityType::Position, Some(id.get()), diff(Some(&snapshot(&before)), Some(&snapshot(&after))))?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: PositionId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_position(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            diesel::delete(positions::table.find(id.get())).execute(conn)?;
            record(conn, audit, EntityType::Position, Some(id.get()), diff(Some(&snapshot(&before)), None))?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}

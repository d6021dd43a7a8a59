use application::ports::{Lock, PositionQueries, PositionQuery, PositionRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::ids::PositionId;
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::position::{Position, PositionDraft};
use domain::version::Version;

use crate::errors::internal;
use crate::roles::escape_like;
use crate::schema::institution_positions as positions;
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = positions)]
struct PositionRow {
    id: i64,
    name_uz: String,
    name_uz_cyrl: String,
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
                name: MultilingualName::from_stored(self.name_uz, self.name_uz_cyrl, self.name_ru, self.name_en),
                is_teaching: self.is_teaching,
            },
            version: Version::new(self.version),
        }
    }
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

/// The search's raw condition, as the list sends it.
pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::rendered(
        "positions.filtered",
        filtered(&PositionQuery { search: Some("x".into()), is_teaching: Some(true), page: PageRequest::largest() }).select(positions::id),
    )]
}

impl PositionQueries for PgStore {
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
}

impl PositionRepository for PgTransaction<'_> {
    fn find(&mut self, id: PositionId, lock: Lock) -> Result<Option<Position>, AppError> {
        let q = positions::table.find(id.get()).select(PositionRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        Ok(row.map(PositionRow::into_position))
    }

    fn insert(&mut self, draft: &PositionDraft) -> Result<Position, AppError> {
        Ok(diesel::insert_into(positions::table)
            .values((
                positions::name_uz.eq(draft.name.uz()),
                positions::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                positions::name_ru.eq(draft.name.ru()),
                positions::name_en.eq(draft.name.en()),
                positions::is_teaching.eq(draft.is_teaching),
            ))
            .returning(PositionRow::as_returning())
            .get_result(self.conn)
            .map_err(internal)?
            .into_position())
    }

    fn save(&mut self, id: PositionId, draft: &PositionDraft, version: Version) -> Result<Position, AppError> {
        let updated: Option<PositionRow> =
            diesel::update(positions::table.filter(positions::id.eq(id.get()).and(positions::version.eq(version.get()))))
                .set((
                    positions::name_uz.eq(draft.name.uz()),
                    positions::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                    positions::name_ru.eq(draft.name.ru()),
                    positions::name_en.eq(draft.name.en()),
                    positions::is_teaching.eq(draft.is_teaching),
                    positions::version.eq(positions::version + 1),
                    positions::updated_at.eq(Utc::now()),
                ))
                .returning(PositionRow::as_returning())
                .get_result(self.conn)
                .optional()
                .map_err(internal)?;
        Ok(updated.ok_or(AppError::StaleVersion)?.into_position())
    }

    fn delete(&mut self, position: &Position) -> Result<(), AppError> {
        diesel::delete(positions::table.find(position.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

use crate::stored;
use application::ports::{DirectionQueries, DirectionQuery, DirectionRepository, Lock};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::direction::{Direction, DirectionDraft, DirectionRule};
use domain::ids::DirectionId;
use domain::institution::InstitutionType;
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use crate::errors::{internal, unique_violation};
use crate::roles::escape_like;
use crate::schema::edu_directions as directions;
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = directions)]
struct DirectionRow {
    id: i64,
    code: String,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    institution_type: String,
    version: i32,
}

impl DirectionRow {
    fn into_direction(self) -> Result<Direction, AppError> {
        Ok(Direction {
            id: DirectionId::from_stored(self.id),
            details: DirectionDraft {
                code: self.code,
                name: MultilingualName::from_stored(self.name_uz, self.name_uz_cyrl, self.name_ru, self.name_en),
                institution_type: stored::code(InstitutionType::parse, &self.institution_type, "a direction's institution type")?,
            },
            version: Version::new(self.version),
        })
    }
}

fn code_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("edu_directions_code_key") => AppError::conflict(DirectionRule::CodeTaken),
        _ => internal(error),
    }
}

fn find_direction(conn: &mut PgConnection, id: DirectionId) -> QueryResult<Option<Direction>> {
    directions::table
        .find(id.get())
        .select(DirectionRow::as_select())
        .first(conn)
        .optional()?
        .map(DirectionRow::into_direction)
        .transpose()
        .map_err(stored::malformed)
}

fn filtered(query: &DirectionQuery) -> directions::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = directions::table.into_boxed();
    if let Some(search) = &query.search {
        let pattern = format!("%{}%", escape_like(search));
        q = q.filter(sql::<Bool>("(code || ' ' || name_uz || ' ' || name_ru || ' ' || name_en) ILIKE ").bind::<Text, _>(pattern));
    }
    if let Some(kind) = query.institution_type {
        q = q.filter(directions::institution_type.eq(kind.code()));
    }
    q
}

/// The search's raw condition, as the list sends it.
pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::rendered(
        "directions.filtered",
        filtered(&DirectionQuery { search: Some("x".into()), institution_type: None, page: PageRequest::largest() }).select(directions::id),
    )]
}

impl DirectionQueries for PgStore {
    fn list(&self, query: &DirectionQuery) -> Result<Page<Direction>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(directions::id)).map_err(internal)?;
        let rows: Vec<DirectionRow> = filtered(query)
            .order((directions::code, directions::id))
            .select(DirectionRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(DirectionRow::into_direction).collect::<Result<_, _>>()?, total))
    }

    fn find(&self, id: DirectionId) -> Result<Option<Direction>, AppError> {
        let mut conn = self.conn()?;
        find_direction(&mut conn, id).map_err(internal)
    }
}

impl DirectionRepository for PgTransaction<'_> {
    fn find(&mut self, id: DirectionId, lock: Lock) -> Result<Option<Direction>, AppError> {
        let q = directions::table.find(id.get()).select(DirectionRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(DirectionRow::into_direction).transpose()
    }

    fn insert(&mut self, draft: &DirectionDraft) -> Result<Direction, AppError> {
        diesel::insert_into(directions::table)
            .values((
                directions::code.eq(&draft.code),
                directions::name_uz.eq(draft.name.uz()),
                directions::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                directions::name_ru.eq(draft.name.ru()),
                directions::name_en.eq(draft.name.en()),
                directions::institution_type.eq(draft.institution_type.code()),
            ))
            .returning(DirectionRow::as_returning())
            .get_result(self.conn)
            .map_err(code_taken)?
            .into_direction()
    }

    fn save(&mut self, id: DirectionId, draft: &DirectionDraft, version: Version) -> Result<Direction, AppError> {
        let target = directions::table.filter(directions::id.eq(id.get()).and(directions::version.eq(version.get())));
        let updated: Option<DirectionRow> = diesel::update(target)
            .set((
                directions::code.eq(&draft.code),
                directions::name_uz.eq(draft.name.uz()),
                directions::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                directions::name_ru.eq(draft.name.ru()),
                directions::name_en.eq(draft.name.en()),
                directions::institution_type.eq(draft.institution_type.code()),
                directions::version.eq(directions::version + 1),
                directions::updated_at.eq(Utc::now()),
            ))
            .returning(DirectionRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(code_taken)?;
        updated.ok_or(AppError::StaleVersion)?.into_direction()
    }

    fn delete(&mut self, direction: &Direction) -> Result<(), AppError> {
        diesel::delete(directions::table.find(direction.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

use application::ports::{AuditContext, DirectionQuery, DirectionRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::audit::EntityType;
use domain::direction::{Direction, DirectionDraft, DirectionRule};
use domain::ids::DirectionId;
use domain::institution::InstitutionType;
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::version::Version;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, unique_violation, TxError};
use crate::roles::escape_like;
use crate::schema::edu_directions as directions;
use crate::store::PgStore;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = directions)]
struct DirectionRow {
    id: i64,
    code: String,
    name_uz: String,
    name_ru: String,
    name_en: String,
    institution_type: String,
    version: i32,
}

impl DirectionRow {
    fn into_direction(self) -> Direction {
        Direction {
            id: DirectionId::from_stored(self.id),
            details: DirectionDraft {
                code: self.code,
                name: MultilingualName::from_stored(self.name_uz, self.name_ru, self.name_en),
                institution_type: InstitutionType::parse(&self.institution_type).unwrap_or(InstitutionType::Hei),
            },
            version: Version::new(self.version),
        }
    }
}

fn snapshot(direction: &Direction) -> Snapshot {
    let d = &direction.details;
    let fields: [(&str, &str); 5] = [
        ("code", &d.code),
        ("name_uz", d.name.uz()),
        ("name_ru", d.name.ru()),
        ("name_en", d.name.en()),
        ("institution_type", d.institution_type.code()),
    ];
    fields.into_iter().map(|(k, v)| (k.to_string(), v.into())).collect()
}

fn code_taken(error: diesel::result::Error) -> TxError {
    match unique_violation(&error) {
        Some("edu_directions_code_key") => TxError(AppError::conflict(DirectionRule::CodeTaken)),
        _ => TxError::from(error),
    }
}

fn find_direction(conn: &mut PgConnection, id: DirectionId) -> QueryResult<Option<Direction>> {
    Ok(directions::table.find(id.get()).select(DirectionRow::as_select()).first(conn).optional()?.map(DirectionRow::into_direction))
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

impl DirectionRepository for PgStore {
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
        Ok(Page::new(rows.into_iter().map(DirectionRow::into_direction).collect(), total))
    }

    fn find(&self, id: DirectionId) -> Result<Option<Direction>, AppError> {
        let mut conn = self.conn()?;
        find_direction(&mut conn, id).map_err(internal)
    }

    fn create(&self, draft: &DirectionDraft, audit: &AuditContext) -> Result<Direction, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let direction = diesel::insert_into(directions::table)
                .values((
                    directions::code.eq(&draft.code),
                    directions::name_uz.eq(draft.name.uz()),
                    directions::name_ru.eq(draft.name.ru()),
                    directions::name_en.eq(draft.name.en()),
                    directions::institution_type.eq(draft.institution_type.code()),
                ))
                .returning(DirectionRow::as_returning())
                .get_result(conn)
                .map_err(code_taken)?
                .into_direction();
            record(conn, audit, EntityType::Direction, Some(direction.id.get()), diff(None, Some(&snapshot(&direction))))?;
            Ok(direction)
        })
        .map_err(|e| e.0)
    }

    fn update(&self, id: DirectionId, draft: &DirectionDraft, version: Version, audit: &AuditContext) -> Result<Direction, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_direction(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let target = directions::table.filter(directions::id.eq(id.get()).and(directions::version.eq(version.get())));
            let updated: Option<DirectionRow> = diesel::update(target)
                .set((
                    directions::code.eq(&draft.code),
                    directions::name_uz.eq(draft.name.uz()),
                    directions::name_ru.eq(draft.name.ru()),
                    directions::name_en.eq(draft.name.en()),
                    directions::institution_type.eq(draft.institution_type.code()),
                    directions::version.eq(directions::version + 1),
                    directions::updated_at.eq(Utc::now()),
                ))
                .returning(DirectionRow::as_returning())
                .get_result(conn)
                .optional()
                .map_err(code_taken)?;
            let after = updated.ok_or(TxError(AppError::StaleVersion))?.into_direction();
            record(conn, audit, EntityType::Direction, Some(id.get()), diff(Some(&snapshot(&before)), Some(&snapshot(&after))))?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: DirectionId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_direction(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            diesel::delete(directions::table.find(id.get())).execute(conn)?;
            record(conn, audit, EntityType::Direction, Some(id.get()), diff(Some(&snapshot(&before)), None))?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}

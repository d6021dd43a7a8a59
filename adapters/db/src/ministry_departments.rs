use application::ports::{AuditContext, MinistryDepartmentQuery, MinistryDepartmentRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Text};
use domain::audit::EntityType;
use domain::ids::MinistryDepartmentId;
use domain::ministry_department::{DepartmentTreeRule, MinistryDepartment, MinistryDepartmentDraft};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::version::Version;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, TxError};
use crate::roles::escape_like;
use crate::schema::ministry_departments as departments;
use crate::store::PgStore;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = departments)]
struct Row {
    id: i64,
    parent_id: Option<i64>,
    name_uz: String,
    name_ru: String,
    name_en: String,
    version: i32,
}

impl Row {
    fn into_department(self) -> MinistryDepartment {
        MinistryDepartment {
            id: MinistryDepartmentId::from_stored(self.id),
            details: MinistryDepartmentDraft {
                name: MultilingualName::from_stored(self.name_uz, self.name_ru, self.name_en),
                parent_id: self.parent_id.map(MinistryDepartmentId::from_stored),
            },
            version: Version::new(self.version),
        }
    }
}

fn snapshot(department: &MinistryDepartment) -> Snapshot {
    let d = &department.details;
    let mut fields = Snapshot::new();
    fields.insert("name_uz".into(), d.name.uz().into());
    fields.insert("name_ru".into(), d.name.ru().into());
    fields.insert("name_en".into(), d.name.en().into());
    fields.insert("parent_id".into(), d.parent_id.map(|p| p.get()).into());
    fields
}

fn find_department(conn: &mut PgConnection, id: MinistryDepartmentId) -> QueryResult<Option<MinistryDepartment>> {
    Ok(departments::table.find(id.get()).select(Row::as_select()).first(conn).optional()?.map(Row::into_department))
}

fn filtered(query: &MinistryDepartmentQuery) -> departments::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = departments::table.into_boxed();
    if let Some(parent) = query.parent_id {
        q = q.filter(departments::parent_id.eq(parent.get()));
    }
    if let Some(search) = &query.search {
        q = q.filter(
            sql::<Bool>("(name_uz || ' ' || name_ru || ' ' || name_en) ILIKE ").bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    q
}

#[derive(QueryableByName)]
struct Ancestor {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

impl MinistryDepartmentRepository for PgStore {
    fn list(&self, query: &MinistryDepartmentQuery) -> Result<Page<MinistryDepartment>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(departments::id)).map_err(internal)?;
        let rows: Vec<Row> = filtered(query)
            .order((departments::name_uz, departments::id))
            .select(Row::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(Row::into_department).collect(), total))
    }

    fn find(&self, id: MinistryDepartmentId) -> Result<Option<MinistryDepartment>, AppError> {
        let mut conn = self.conn()?;
        find_department(&mut conn, id).map_err(internal)
    }

    fn ancestors(&self, id: MinistryDepartmentId) -> Result<Vec<MinistryDepartmentId>, AppError> {
        let mut conn = self.conn()?;
        // The depth bound stops a walk even if a loop were ever stored.
        let rows: Vec<Ancestor> = diesel::sql_query(
            "WITH RECURSIVE chain(id, parent_id, depth) AS (
                 SELECT id, parent_id, 0 FROM ministry_departments WHERE id = $1
                 UNION ALL
                 SELECT d.id, d.parent_id, c.depth + 1 FROM ministry_departments d JOIN chain c ON d.id = c.parent_id WHERE c.depth < 100
             ) SELECT id FROM chain WHERE depth > 0 ORDER BY depth",
        )
        .bind::<BigInt, _>(id.get())
        .load(&mut conn)
        .map_err(internal)?;
        Ok(rows.into_iter().map(|a| MinistryDepartmentId::from_stored(a.id)).collect())
    }

    fn create(&self, draft: &MinistryDepartmentDraft, audit: &AuditContext) -> Result<MinistryDepartment, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let department = diesel::insert_into(departments::table)
                .values((
                    departments::parent_id.eq(draft.parent_id.map(|p| p.get())),
                    departments::name_uz.eq(draft.name.uz()),
                    departments::name_ru.eq(draft.name.ru()),
                    departments::name_en.eq(draft.name.en()),
                ))
                .returning(Row::as_returning())
                .get_result(conn)?
                .into_department();
            record(conn, audit, EntityType::MinistryDepartment, Some(department.id.get()), diff(None, Some(&snapshot(&department))))?;
            Ok(department)
        })
        .map_err(|e| e.0)
    }

    fn update(
        &self,
        id: MinistryDepartmentId,
        draft: &MinistryDepartmentDraft,
        version: Version,
        audit: &AuditContext,
    ) -> Result<MinistryDepartment, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_department(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let updated: Option<Row> =
                diesel::update(departments::table.filter(departments::id.eq(id.get()).and(departments::version.eq(version.get()))))
                    .set((
                        departments::parent_id.eq(draft.parent_id.map(|p| p.get())),
                        departments::name_uz.eq(draft.name.uz()),
                        departments::name_ru.eq(draft.name.ru()),
                        departments::name_en.eq(draft.name.en()),
                        departments::version.eq(departments::version + 1),
                        departments::updated_at.eq(Utc::now()),
                    ))
                    .returning(Row::as_returning())
                    .get_result(conn)
                    .optional()?;
            let after = updated.ok_or(TxError(AppError::StaleVersion))?.into_department();
            record(conn, audit, EntityType::MinistryDepartment, Some(id.get()), diff(Some(&snapshot(&before)), Some(&snapshot(&after))))?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: MinistryDepartmentId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_department(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let children: i64 = departments::table.filter(departments::parent_id.eq(id.get())).count().get_result(conn)?;
            if children > 0 {
                return Err(AppError::conflict(DepartmentTreeRule::HasChildren { children }).into());
            }
            diesel::delete(departments::table.find(id.get())).execute(conn)?;
            record(conn, audit, EntityType::MinistryDepartment, Some(id.get()), diff(Some(&snapshot(&before)), None))?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}

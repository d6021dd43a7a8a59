use application::ports::{Lock, MinistryDepartmentQueries, MinistryDepartmentQuery, MinistryDepartmentRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Text};
use domain::ids::MinistryDepartmentId;
use domain::ministry_department::{MinistryDepartment, MinistryDepartmentDraft};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use crate::errors::internal;
use crate::roles::escape_like;
use crate::schema::ministry_departments as departments;
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = departments)]
struct Row {
    id: i64,
    parent_id: Option<i64>,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    version: i32,
}

impl Row {
    fn into_department(self) -> MinistryDepartment {
        MinistryDepartment {
            id: MinistryDepartmentId::from_stored(self.id),
            details: MinistryDepartmentDraft {
                name: MultilingualName::from_stored(self.name_uz, self.name_uz_cyrl, self.name_ru, self.name_en),
                parent_id: self.parent_id.map(MinistryDepartmentId::from_stored),
            },
            version: Version::new(self.version),
        }
    }
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

impl MinistryDepartmentQueries for PgStore {
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
}

const ANCESTORS: Statement = Statement::new(
    "ministry_departments.ancestors",
    &["int8"],
    "WITH RECURSIVE chain(id, parent_id, depth) AS (
                 SELECT id, parent_id, 0 FROM ministry_departments WHERE id = $1
                 UNION ALL
                 SELECT d.id, d.parent_id, c.depth + 1 FROM ministry_departments d JOIN chain c ON d.id = c.parent_id WHERE c.depth < 100
             ) SELECT id FROM chain WHERE depth > 0 ORDER BY depth",
);

impl MinistryDepartmentRepository for PgTransaction<'_> {
    fn find(&mut self, id: MinistryDepartmentId, lock: Lock) -> Result<Option<MinistryDepartment>, AppError> {
        let q = departments::table.find(id.get()).select(Row::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        Ok(row.map(Row::into_department))
    }

    fn ancestors(&mut self, id: MinistryDepartmentId) -> Result<Vec<MinistryDepartmentId>, AppError> {
        // The depth bound stops a walk even if a loop were ever stored.
        let rows: Vec<Ancestor> = ANCESTORS.query().bind::<BigInt, _>(id.get()).load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().map(|a| MinistryDepartmentId::from_stored(a.id)).collect())
    }

    fn children(&mut self, id: MinistryDepartmentId) -> Result<i64, AppError> {
        departments::table.filter(departments::parent_id.eq(id.get())).count().get_result(self.conn).map_err(internal)
    }

    fn insert(&mut self, draft: &MinistryDepartmentDraft) -> Result<MinistryDepartment, AppError> {
        Ok(diesel::insert_into(departments::table)
            .values((
                departments::parent_id.eq(draft.parent_id.map(|p| p.get())),
                departments::name_uz.eq(draft.name.uz()),
                departments::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                departments::name_ru.eq(draft.name.ru()),
                departments::name_en.eq(draft.name.en()),
            ))
            .returning(Row::as_returning())
            .get_result(self.conn)
            .map_err(internal)?
            .into_department())
    }

    fn save(
        &mut self,
        id: MinistryDepartmentId,
        draft: &MinistryDepartmentDraft,
        version: Version,
    ) -> Result<MinistryDepartment, AppError> {
        let updated: Option<Row> =
            diesel::update(departments::table.filter(departments::id.eq(id.get()).and(departments::version.eq(version.get()))))
                .set((
                    departments::parent_id.eq(draft.parent_id.map(|p| p.get())),
                    departments::name_uz.eq(draft.name.uz()),
                    departments::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                    departments::name_ru.eq(draft.name.ru()),
                    departments::name_en.eq(draft.name.en()),
                    departments::version.eq(departments::version + 1),
                    departments::updated_at.eq(Utc::now()),
                ))
                .returning(Row::as_returning())
                .get_result(self.conn)
                .optional()
                .map_err(internal)?;
        Ok(updated.ok_or(AppError::StaleVersion)?.into_department())
    }

    fn delete(&mut self, department: &MinistryDepartment) -> Result<(), AppError> {
        diesel::delete(departments::table.find(department.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    let search = MinistryDepartmentQuery { search: Some("x".into()), parent_id: None, page: PageRequest::largest() };
    vec![Statement::rendered("ministry_departments.filtered", filtered(&search).select(departments::id)), ANCESTORS]
}

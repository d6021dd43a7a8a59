use crate::stored;
use application::ports::{DepartmentQueries, DepartmentQuery, DepartmentRepository, Lock};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::actor::Scope;
use domain::department::{Department, DepartmentDraft, DepartmentKind};
use domain::ids::{DepartmentId, InstitutionId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use crate::errors::internal;
use crate::roles::escape_like;
use crate::schema::institution_departments as departments;
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = departments)]
struct DepartmentRow {
    id: i64,
    institution_id: i64,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    kind: String,
    version: i32,
}

impl DepartmentRow {
    fn into_department(self) -> Result<Department, AppError> {
        Ok(Department {
            id: DepartmentId::from_stored(self.id),
            institution_id: InstitutionId::from_stored(self.institution_id),
            details: DepartmentDraft {
                name: MultilingualName::from_stored(self.name_uz, self.name_uz_cyrl, self.name_ru, self.name_en),
                kind: stored::code(DepartmentKind::parse, &self.kind, "a department's kind")?,
            },
            version: Version::new(self.version),
        })
    }
}

fn find_department(conn: &mut PgConnection, id: DepartmentId) -> QueryResult<Option<Department>> {
    departments::table
        .find(id.get())
        .select(DepartmentRow::as_select())
        .first(conn)
        .optional()?
        .map(DepartmentRow::into_department)
        .transpose()
        .map_err(stored::malformed)
}

fn filtered(query: &DepartmentQuery) -> departments::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = departments::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(departments::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(departments::id.lt(0)),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(departments::institution_id.eq(id.get()));
    }
    if let Some(kind) = query.kind {
        q = q.filter(departments::kind.eq(kind.code()));
    }
    if let Some(search) = &query.search {
        q = q.filter(
            sql::<Bool>("(name_uz || ' ' || name_ru || ' ' || name_en) ILIKE ").bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    q
}

/// The search's raw condition, as the list sends it.
pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::rendered(
        "departments.filtered",
        filtered(&DepartmentQuery {
            scope: Scope::Everywhere,
            institution_id: None,
            kind: None,
            search: Some("x".into()),
            page: PageRequest::largest(),
        })
        .select(departments::id),
    )]
}

impl DepartmentQueries for PgStore {
    fn list(&self, query: &DepartmentQuery) -> Result<Page<Department>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(departments::id)).map_err(internal)?;
        let rows: Vec<DepartmentRow> = filtered(query)
            .order((departments::institution_id, departments::kind, departments::name_uz, departments::id))
            .select(DepartmentRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(DepartmentRow::into_department).collect::<Result<_, _>>()?, total))
    }

    fn find(&self, id: DepartmentId) -> Result<Option<Department>, AppError> {
        let mut conn = self.conn()?;
        find_department(&mut conn, id).map_err(internal)
    }
}

impl DepartmentRepository for PgTransaction<'_> {
    fn find(&mut self, id: DepartmentId, lock: Lock) -> Result<Option<Department>, AppError> {
        let q = departments::table.find(id.get()).select(DepartmentRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(DepartmentRow::into_department).transpose()
    }

    fn insert(&mut self, institution: InstitutionId, draft: &DepartmentDraft) -> Result<Department, AppError> {
        diesel::insert_into(departments::table)
            .values((
                departments::institution_id.eq(institution.get()),
                departments::name_uz.eq(draft.name.uz()),
                departments::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                departments::name_ru.eq(draft.name.ru()),
                departments::name_en.eq(draft.name.en()),
                departments::kind.eq(draft.kind.code()),
            ))
            .returning(DepartmentRow::as_returning())
            .get_result(self.conn)
            .map_err(internal)?
            .into_department()
    }

    fn save(&mut self, id: DepartmentId, draft: &DepartmentDraft, version: Version) -> Result<Department, AppError> {
        let target = departments::table.filter(departments::id.eq(id.get()).and(departments::version.eq(version.get())));
        let updated: Option<DepartmentRow> = diesel::update(target)
            .set((
                departments::name_uz.eq(draft.name.uz()),
                departments::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                departments::name_ru.eq(draft.name.ru()),
                departments::name_en.eq(draft.name.en()),
                departments::kind.eq(draft.kind.code()),
                departments::version.eq(departments::version + 1),
                departments::updated_at.eq(Utc::now()),
            ))
            .returning(DepartmentRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(internal)?;
        updated.ok_or(AppError::StaleVersion)?.into_department()
    }

    fn delete(&mut self, department: &Department) -> Result<(), AppError> {
        diesel::delete(departments::table.find(department.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

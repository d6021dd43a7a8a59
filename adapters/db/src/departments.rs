use application::ports::{AuditContext, DepartmentQuery, DepartmentRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::actor::Scope;
use domain::audit::EntityType;
use domain::department::{Department, DepartmentDraft, DepartmentKind};
use domain::ids::{DepartmentId, InstitutionId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::version::Version;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, TxError};
use crate::roles::escape_like;
use crate::schema::institution_departments as departments;
use crate::store::PgStore;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = departments)]
struct DepartmentRow {
    id: i64,
    institution_id: i64,
    name_uz: String,
    name_ru: String,
    name_en: String,
    kind: String,
    version: i32,
}

impl DepartmentRow {
    fn into_department(self) -> Department {
        Department {
            id: DepartmentId::from_stored(self.id),
            institution_id: InstitutionId::from_stored(self.institution_id),
            details: DepartmentDraft {
                name: MultilingualName::from_stored(self.name_uz, self.name_ru, self.name_en),
                kind: DepartmentKind::parse(&self.kind).unwrap_or(DepartmentKind::Section),
            },
            version: Version::new(self.version),
        }
    }
}

fn snapshot(department: &Department) -> Snapshot {
    let d = &department.details;
    let fields: [(&str, &str); 4] = [("name_uz", d.name.uz()), ("name_ru", d.name.ru()), ("name_en", d.name.en()), ("kind", d.kind.code())];
    fields.into_iter().map(|(k, v)| (k.to_string(), v.into())).collect()
}

fn find_department(conn: &mut PgConnection, id: DepartmentId) -> QueryResult<Option<Department>> {
    Ok(departments::table.find(id.get()).select(DepartmentRow::as_select()).first(conn).optional()?.map(DepartmentRow::into_department))
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

impl DepartmentRepository for PgStore {
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
        Ok(Page::new(rows.into_iter().map(DepartmentRow::into_department).collect(), total))
    }

    fn find(&self, id: DepartmentId) -> Result<Option<Department>, AppError> {
        let mut conn = self.conn()?;
        find_department(&mut conn, id).map_err(internal)
    }

    fn create(&self, institution: InstitutionId, draft: &DepartmentDraft, audit: &AuditContext) -> Result<Department, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let department = diesel::insert_into(departments::table)
                .values((
                    departments::institution_id.eq(institution.get()),
                    departments::name_uz.eq(draft.name.uz()),
                    departments::name_ru.eq(draft.name.ru()),
                    departments::name_en.eq(draft.name.en()),
                    departments::kind.eq(draft.kind.code()),
                ))
                .returning(DepartmentRow::as_returning())
                .get_result(conn)?
                .into_department();
            record(
                conn,
                &audit.within(institution),
                EntityType::Department,
                Some(department.id.get()),
                diff(None, Some(&snapshot(&department))),
            )?;
            Ok(department)
        })
        .map_err(|e| e.0)
    }

    fn update(&self, id: DepartmentId, draft: &DepartmentDraft, version: Version, audit: &AuditContext) -> Result<Department, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_department(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let target = departments::table.filter(departments::id.eq(id.get()).and(departments::version.eq(version.get())));
            let updated: Option<DepartmentRow> = diesel::update(target)
                .set((
                    departments::name_uz.eq(draft.name.uz()),
                    departments::name_ru.eq(draft.name.ru()),
                    departments::name_en.eq(draft.name.en()),
                    departments::kind.eq(draft.kind.code()),
                    departments::version.eq(departments::version + 1),
                    departments::updated_at.eq(Utc::now()),
                ))
                .returning(DepartmentRow::as_returning())
                .get_result(conn)
                .optional()?;
            let after = updated.ok_or(TxError(AppError::StaleVersion))?.into_department();
            record(
                conn,
                &audit.within(after.institution_id),
                EntityType::Department,
                Some(id.get()),
                diff(Some(&snapshot(&before)), Some(&snapshot(&after))),
            )?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: DepartmentId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_department(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            diesel::delete(departments::table.find(id.get())).execute(conn)?;
            record(
                conn,
                &audit.within(before.institution_id),
                EntityType::Department,
                Some(id.get()),
                diff(Some(&snapshot(&before)), None),
            )?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}

use application::ports::{Lock, SubjectTypeQueries, SubjectTypeQuery, SubjectTypeRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::ids::SubjectTypeId;
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::reference::{ReferencedBy, ReferrerKind};
use domain::subject::{SubjectRule, SubjectType, SubjectTypeDraft};
use domain::version::Version;

use crate::errors::{internal, unique_violation};
use crate::roles::escape_like;
use crate::schema::{edu_subject_types as types, edu_subjects as subjects};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = types)]
struct TypeRow {
    id: i64,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    version: i32,
}

impl TypeRow {
    fn into_type(self) -> SubjectType {
        SubjectType {
            id: SubjectTypeId::from_stored(self.id),
            details: SubjectTypeDraft { name: MultilingualName::from_stored(self.name_uz, self.name_uz_cyrl, self.name_ru, self.name_en) },
            version: Version::new(self.version),
        }
    }
}

fn name_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("edu_subject_types_name_key") => AppError::conflict(SubjectRule::TypeNameTaken),
        _ => internal(error),
    }
}

fn find_type(conn: &mut PgConnection, id: SubjectTypeId) -> QueryResult<Option<SubjectType>> {
    Ok(types::table.find(id.get()).select(TypeRow::as_select()).first(conn).optional()?.map(TypeRow::into_type))
}

fn filtered(query: &SubjectTypeQuery) -> types::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = types::table.into_boxed();
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
        "subject_types.filtered",
        filtered(&SubjectTypeQuery { search: Some("x".into()), page: PageRequest::largest() }).select(types::id),
    )]
}

/// The subjects of a type, named by their first few.
fn referrers(conn: &mut PgConnection, id: SubjectTypeId) -> QueryResult<Option<ReferencedBy>> {
    let using = subjects::table.filter(subjects::edu_subject_type_id.eq(id.get()));
    let count: i64 = using.count().get_result(conn)?;
    let names: Vec<String> =
        using.order((subjects::name_uz, subjects::id)).select(subjects::name_uz).limit(ReferencedBy::NAMED as i64).load(conn)?;
    Ok(ReferencedBy::of(vec![(ReferrerKind::Subject, names, count)]))
}

impl SubjectTypeQueries for PgStore {
    fn list(&self, query: &SubjectTypeQuery) -> Result<Page<SubjectType>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(types::id)).map_err(internal)?;
        let rows: Vec<TypeRow> = filtered(query)
            .order((types::name_uz, types::id))
            .select(TypeRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(TypeRow::into_type).collect(), total))
    }

    fn find(&self, id: SubjectTypeId) -> Result<Option<SubjectType>, AppError> {
        let mut conn = self.conn()?;
        find_type(&mut conn, id).map_err(internal)
    }
}

impl SubjectTypeRepository for PgTransaction<'_> {
    fn find(&mut self, id: SubjectTypeId, lock: Lock) -> Result<Option<SubjectType>, AppError> {
        let q = types::table.find(id.get()).select(TypeRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        Ok(row.map(TypeRow::into_type))
    }

    fn insert(&mut self, draft: &SubjectTypeDraft) -> Result<SubjectType, AppError> {
        Ok(diesel::insert_into(types::table)
            .values((
                types::name_uz.eq(draft.name.uz()),
                types::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                types::name_ru.eq(draft.name.ru()),
                types::name_en.eq(draft.name.en()),
            ))
            .returning(TypeRow::as_returning())
            .get_result(self.conn)
            .map_err(name_taken)?
            .into_type())
    }

    fn save(&mut self, id: SubjectTypeId, draft: &SubjectTypeDraft, version: Version) -> Result<SubjectType, AppError> {
        let updated: Option<TypeRow> = diesel::update(types::table.filter(types::id.eq(id.get()).and(types::version.eq(version.get()))))
            .set((
                types::name_uz.eq(draft.name.uz()),
                types::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                types::name_ru.eq(draft.name.ru()),
                types::name_en.eq(draft.name.en()),
                types::version.eq(types::version + 1),
                types::updated_at.eq(Utc::now()),
            ))
            .returning(TypeRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(name_taken)?;
        Ok(updated.ok_or(AppError::StaleVersion)?.into_type())
    }

    /// Refused, naming them, while subjects have the type.
    fn delete(&mut self, subject_type: &SubjectType) -> Result<(), AppError> {
        if let Some(refused) = referrers(self.conn, subject_type.id).map_err(internal)? {
            return Err(AppError::conflict(refused));
        }
        diesel::delete(types::table.find(subject_type.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

use std::collections::BTreeSet;

use crate::stored;
use application::ports::{InstitutionOrderField, InstitutionQueries, InstitutionQuery, InstitutionRepository, Lock};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::institution::{Institution, InstitutionDependents, InstitutionDraft, InstitutionRule, InstitutionType};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::version::Version;

use crate::errors::{internal, unique_violation};
use crate::roles::escape_like;
use crate::schema::{buildings, class_hours, institution_departments, institutions, user_institutions};
use crate::session_cache::Change;
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = institutions)]
struct InstitutionRow {
    id: i64,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    short_name: String,
    code: String,
    kind: String,
    region: String,
    address: String,
    phone: String,
    director: String,
    version: i32,
}

impl InstitutionRow {
    fn into_institution(self) -> Result<Institution, AppError> {
        Ok(Institution {
            id: InstitutionId::from_stored(self.id),
            details: InstitutionDraft {
                name: MultilingualName::from_stored(self.name_uz, self.name_uz_cyrl, self.name_ru, self.name_en),
                short_name: self.short_name,
                code: self.code,
                kind: stored::code(InstitutionType::parse, &self.kind, "an institution's type")?,
                region: self.region,
                address: self.address,
                phone: self.phone,
                director: self.director,
            },
            version: Version::new(self.version),
        })
    }
}

#[derive(AsChangeset, Insertable)]
#[diesel(table_name = institutions)]
struct InstitutionValues<'a> {
    name_uz: &'a str,
    name_uz_cyrl: &'a str,
    name_ru: &'a str,
    name_en: &'a str,
    short_name: &'a str,
    code: &'a str,
    kind: &'a str,
    region: &'a str,
    address: &'a str,
    phone: &'a str,
    director: &'a str,
}

impl<'a> From<&'a InstitutionDraft> for InstitutionValues<'a> {
    fn from(draft: &'a InstitutionDraft) -> Self {
        InstitutionValues {
            name_uz: draft.name.uz(),
            name_uz_cyrl: draft.name.uz_cyrl(),
            name_ru: draft.name.ru(),
            name_en: draft.name.en(),
            short_name: &draft.short_name,
            code: &draft.code,
            kind: draft.kind.code(),
            region: &draft.region,
            address: &draft.address,
            phone: &draft.phone,
            director: &draft.director,
        }
    }
}

fn code_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("institutions_code_key") => AppError::conflict(InstitutionRule::CodeTaken),
        _ => internal(error),
    }
}

type Boxed<'a> = institutions::BoxedQuery<'a, diesel::pg::Pg>;

fn filtered(query: &InstitutionQuery) -> Boxed<'_> {
    let mut q = institutions::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(institutions::id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        // The same expression as institutions_search_idx, so the trigram index serves it.
        q = q.filter(
            sql::<Bool>("(name_uz || ' ' || name_ru || ' ' || name_en || ' ' || short_name || ' ' || code) ILIKE ")
                .bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    if let Some(kind) = query.kind {
        q = q.filter(institutions::kind.eq(kind.code()));
    }
    if let Some(region) = query.region.as_deref().filter(|r| !r.is_empty()) {
        q = q.filter(institutions::region.eq(region.to_string()));
    }
    q
}

/// The raw conditions of the list, as it sends them.
pub(crate) fn statements() -> Vec<Statement> {
    let query = InstitutionQuery {
        scope: Scope::Nowhere,
        search: Some("x".into()),
        kind: None,
        region: None,
        ordering: Ordering { field: InstitutionOrderField::Id, descending: false },
        page: PageRequest::largest(),
    };
    let filtered = Statement::rendered("institutions.filtered", filtered(&query).select(institutions::id));
    vec![filtered]
}

impl InstitutionQueries for PgStore {
    fn list(&self, query: &InstitutionQuery) -> Result<Page<Institution>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(institutions::id)).map_err(internal)?;
        let q = filtered(query);
        let q = match (query.ordering.field, query.ordering.descending) {
            (InstitutionOrderField::Id, false) => q.order(institutions::id.asc()),
            (InstitutionOrderField::Id, true) => q.order(institutions::id.desc()),
            (InstitutionOrderField::Name, false) => q.order((institutions::name_uz.asc(), institutions::id.asc())),
            (InstitutionOrderField::Name, true) => q.order((institutions::name_uz.desc(), institutions::id.asc())),
            (InstitutionOrderField::Code, false) => q.order((institutions::code.asc(), institutions::id.asc())),
            (InstitutionOrderField::Code, true) => q.order((institutions::code.desc(), institutions::id.asc())),
        };
        let rows: Vec<InstitutionRow> = q
            .select(InstitutionRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(InstitutionRow::into_institution).collect::<Result<_, _>>()?, total))
    }

    fn find(&self, id: InstitutionId) -> Result<Option<Institution>, AppError> {
        let mut conn = self.conn()?;
        let row = institutions::table.find(id.get()).select(InstitutionRow::as_select()).first(&mut conn).optional().map_err(internal)?;
        row.map(InstitutionRow::into_institution).transpose()
    }

    fn find_many(&self, ids: &BTreeSet<InstitutionId>) -> Result<Vec<Institution>, AppError> {
        let mut conn = self.conn()?;
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<InstitutionRow> = institutions::table
            .filter(institutions::id.eq_any(ids))
            .order(institutions::id)
            .select(InstitutionRow::as_select())
            .load(&mut conn)
            .map_err(internal)?;
        rows.into_iter().map(InstitutionRow::into_institution).collect()
    }
}

impl InstitutionRepository for PgTransaction<'_> {
    fn find(&mut self, id: InstitutionId, lock: Lock) -> Result<Option<Institution>, AppError> {
        let q = institutions::table.find(id.get()).select(InstitutionRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(InstitutionRow::into_institution).transpose()
    }

    fn find_many(&mut self, ids: &BTreeSet<InstitutionId>) -> Result<Vec<Institution>, AppError> {
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<InstitutionRow> = institutions::table
            .filter(institutions::id.eq_any(ids))
            .order(institutions::id)
            .select(InstitutionRow::as_select())
            .load(self.conn)
            .map_err(internal)?;
        rows.into_iter().map(InstitutionRow::into_institution).collect()
    }

    fn insert(&mut self, draft: &InstitutionDraft) -> Result<Institution, AppError> {
        diesel::insert_into(institutions::table)
            .values(InstitutionValues::from(draft))
            .returning(InstitutionRow::as_returning())
            .get_result(self.conn)
            .map_err(code_taken)?
            .into_institution()
    }

    fn save(&mut self, id: InstitutionId, draft: &InstitutionDraft, version: Version) -> Result<Institution, AppError> {
        let target = institutions::table.filter(institutions::id.eq(id.get()).and(institutions::version.eq(version.get())));
        let updated: Option<InstitutionRow> = diesel::update(target)
            .set((
                InstitutionValues::from(draft),
                institutions::version.eq(institutions::version + 1),
                institutions::updated_at.eq(Utc::now()),
            ))
            .returning(InstitutionRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(code_taken)?;
        let institution = updated.ok_or(AppError::StaleVersion)?.into_institution()?;
        // An institution's name travels in the sessions of its users.
        self.sessions_changed(Change::Everything);
        Ok(institution)
    }

    fn dependents(&mut self, id: InstitutionId) -> Result<InstitutionDependents, AppError> {
        let id = id.get();
        let conn = &mut *self.conn;
        let count = |result: QueryResult<i64>| result.map_err(internal);
        Ok(InstitutionDependents {
            users: count(user_institutions::table.filter(user_institutions::institution_id.eq(id)).count().get_result(conn))?,
            buildings: count(buildings::table.filter(buildings::institution_id.eq(id)).count().get_result(conn))?,
            departments: count(
                institution_departments::table.filter(institution_departments::institution_id.eq(id)).count().get_result(conn),
            )?,
            class_hours: count(class_hours::table.filter(class_hours::institution_id.eq(id)).count().get_result(conn))?,
        })
    }

    fn delete(&mut self, institution: &Institution) -> Result<(), AppError> {
        diesel::delete(institutions::table.find(institution.id.get())).execute(self.conn).map_err(internal)?;
        self.sessions_changed(Change::Everything);
        Ok(())
    }
}

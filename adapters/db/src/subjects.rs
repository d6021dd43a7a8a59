use std::collections::HashMap;

use application::ports::{Lock, SubjectQueries, SubjectQuery, SubjectRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::ids::{SubjectId, SubjectTypeId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::reference::{ReferencedBy, ReferrerKind};
use domain::study::StudyHours;
use domain::subject::{Subject, SubjectDraft, SubjectOrder, SubjectRule};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::names::{name_of, NameColumns};
use crate::roles::escape_like;
use crate::schema::{
    curriculum_template_subjects as template_subjects, curriculum_templates as templates, edu_subject_types as types,
    edu_subjects as subjects, subject_bundle_subjects as bundle_subjects, subject_bundles as bundles,
};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::{PgTransaction, Root};

#[derive(Queryable, Selectable)]
#[diesel(table_name = subjects)]
struct SubjectRow {
    id: i64,
    code: String,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    edu_subject_type_id: i64,
    study_hours: i32,
    version: i32,
}

/// A subject row with the name of its type, as every read selects it.
type Joined = (SubjectRow, NameColumns);

fn into_subject((row, type_name): Joined) -> Subject {
    Subject {
        id: SubjectId::from_stored(row.id),
        details: SubjectDraft {
            code: row.code,
            name: MultilingualName::from_stored(row.name_uz, row.name_uz_cyrl, row.name_ru, row.name_en),
            subject_type_id: SubjectTypeId::from_stored(row.edu_subject_type_id),
            study_hours: StudyHours::from_stored(row.study_hours),
        },
        subject_type_name: name_of(type_name),
        version: Version::new(row.version),
    }
}

type WithType = diesel::dsl::InnerJoin<subjects::table, types::table>;

fn joined() -> WithType {
    subjects::table.inner_join(types::table)
}

fn selection() -> (diesel::dsl::AsSelect<SubjectRow, diesel::pg::Pg>, (types::name_uz, types::name_uz_cyrl, types::name_ru, types::name_en))
{
    (SubjectRow::as_select(), (types::name_uz, types::name_uz_cyrl, types::name_ru, types::name_en))
}

fn code_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("edu_subjects_code_key") => AppError::conflict(SubjectRule::CodeTaken),
        _ => internal(error),
    }
}

fn find_subject(conn: &mut PgConnection, id: SubjectId) -> QueryResult<Option<Subject>> {
    Ok(joined().filter(subjects::id.eq(id.get())).select(selection()).first::<Joined>(conn).optional()?.map(into_subject))
}

/// The subjects of `ids` that exist, by id: for the objects that list subjects.
pub(crate) fn load_subjects(conn: &mut PgConnection, ids: &[i64]) -> QueryResult<HashMap<i64, Subject>> {
    let rows: Vec<Joined> = joined().filter(subjects::id.eq_any(ids)).select(selection()).load(conn)?;
    Ok(rows.into_iter().map(into_subject).map(|s| (s.id.get(), s)).collect())
}

fn filtered(query: &SubjectQuery) -> diesel::dsl::IntoBoxed<'_, WithType, diesel::pg::Pg> {
    let mut q = joined().into_boxed();
    if let Some(search) = &query.search {
        // The same expression as the trigram index edu_subjects_search_idx.
        q = q.filter(
            sql::<Bool>(
                "(edu_subjects.code || ' ' || edu_subjects.name_uz || ' ' || edu_subjects.name_ru || ' ' || edu_subjects.name_en) ILIKE ",
            )
            .bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    if let Some(subject_type) = query.subject_type_id {
        q = q.filter(subjects::edu_subject_type_id.eq(subject_type.get()));
    }
    q
}

/// The search's raw condition, as the list sends it.
pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::rendered(
        "subjects.filtered",
        filtered(&SubjectQuery {
            search: Some("x".into()),
            subject_type_id: None,
            ordering: Ordering { field: SubjectOrder::Code, descending: false },
            page: PageRequest::largest(),
        })
        .select(subjects::id),
    )]
}

/// What still uses a subject: model curricula and bundles, each named by its first few.
fn referrers(conn: &mut PgConnection, id: SubjectId) -> QueryResult<Option<ReferencedBy>> {
    let in_templates = template_subjects::table.filter(template_subjects::edu_subject_id.eq(id.get()));
    let template_count: i64 = in_templates.count().get_result(conn)?;
    let template_names: Vec<String> = in_templates
        .inner_join(templates::table)
        .order((templates::name_uz, templates::id))
        .select(templates::name_uz)
        .limit(ReferencedBy::NAMED as i64)
        .load(conn)?;
    let in_bundles = bundle_subjects::table.filter(bundle_subjects::edu_subject_id.eq(id.get()));
    let bundle_count: i64 = in_bundles.count().get_result(conn)?;
    let bundle_names: Vec<String> = in_bundles
        .inner_join(bundles::table)
        .order((bundles::name_uz, bundles::id))
        .select(bundles::name_uz)
        .limit(ReferencedBy::NAMED as i64)
        .load(conn)?;
    // Curricula keep their rows when deleted (history resolves them), so deleted ones count too.
    let in_curricula = crate::schema::curriculum_subjects::table.filter(crate::schema::curriculum_subjects::edu_subject_id.eq(id.get()));
    let curriculum_count: i64 = in_curricula.count().get_result(conn)?;
    let curriculum_names: Vec<String> = in_curricula
        .inner_join(crate::schema::curricula::table)
        .order((crate::schema::curricula::name, crate::schema::curricula::id))
        .select(crate::schema::curricula::name)
        .limit(ReferencedBy::NAMED as i64)
        .load(conn)?;
    Ok(ReferencedBy::of(vec![
        (ReferrerKind::CurriculumTemplate, template_names, template_count),
        (ReferrerKind::SubjectBundle, bundle_names, bundle_count),
        (ReferrerKind::Curriculum, curriculum_names, curriculum_count),
    ]))
}

impl SubjectQueries for PgStore {
    fn list(&self, query: &SubjectQuery) -> Result<Page<Subject>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(subjects::id)).map_err(internal)?;
        let q = filtered(query);
        let q = match (query.ordering.field, query.ordering.descending) {
            (SubjectOrder::Name, false) => q.order((subjects::name_uz.asc(), subjects::id.asc())),
            (SubjectOrder::Name, true) => q.order((subjects::name_uz.desc(), subjects::id.desc())),
            (SubjectOrder::Code, false) => q.order((subjects::code.asc(), subjects::id.asc())),
            (SubjectOrder::Code, true) => q.order((subjects::code.desc(), subjects::id.desc())),
            (SubjectOrder::StudyHours, false) => q.order((subjects::study_hours.asc(), subjects::id.asc())),
            (SubjectOrder::StudyHours, true) => q.order((subjects::study_hours.desc(), subjects::id.desc())),
        };
        let rows: Vec<Joined> =
            q.select(selection()).limit(query.page.limit()).offset(query.page.offset()).load(&mut conn).map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(into_subject).collect(), total))
    }

    fn find(&self, id: SubjectId) -> Result<Option<Subject>, AppError> {
        let mut conn = self.conn()?;
        find_subject(&mut conn, id).map_err(internal)
    }
}

impl SubjectRepository for PgTransaction<'_> {
    fn find(&mut self, id: SubjectId, lock: Lock) -> Result<Option<Subject>, AppError> {
        if !self.lock_root(lock, Root::Subjects, id.get())? {
            return Ok(None);
        }
        find_subject(self.conn, id).map_err(internal)
    }

    fn known(&mut self, ids: &[SubjectId]) -> Result<Vec<SubjectId>, AppError> {
        let raw: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let found: Vec<i64> = subjects::table.filter(subjects::id.eq_any(&raw)).select(subjects::id).load(self.conn).map_err(internal)?;
        Ok(found.into_iter().map(SubjectId::from_stored).collect())
    }

    fn insert(&mut self, draft: &SubjectDraft) -> Result<Subject, AppError> {
        let id: i64 = diesel::insert_into(subjects::table)
            .values((
                subjects::code.eq(&draft.code),
                subjects::name_uz.eq(draft.name.uz()),
                subjects::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                subjects::name_ru.eq(draft.name.ru()),
                subjects::name_en.eq(draft.name.en()),
                subjects::edu_subject_type_id.eq(draft.subject_type_id.get()),
                subjects::study_hours.eq(draft.study_hours.get()),
            ))
            .returning(subjects::id)
            .get_result(self.conn)
            .map_err(code_taken)?;
        find_subject(self.conn, SubjectId::from_stored(id)).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(&mut self, id: SubjectId, draft: &SubjectDraft, version: Version) -> Result<Subject, AppError> {
        let updated = diesel::update(subjects::table.filter(subjects::id.eq(id.get()).and(subjects::version.eq(version.get()))))
            .set((
                subjects::code.eq(&draft.code),
                subjects::name_uz.eq(draft.name.uz()),
                subjects::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                subjects::name_ru.eq(draft.name.ru()),
                subjects::name_en.eq(draft.name.en()),
                subjects::edu_subject_type_id.eq(draft.subject_type_id.get()),
                subjects::study_hours.eq(draft.study_hours.get()),
                subjects::version.eq(subjects::version + 1),
                subjects::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(code_taken)?;
        stale_unless_changed(updated)?;
        find_subject(self.conn, id).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn delete(&mut self, subject: &Subject) -> Result<(), AppError> {
        if let Some(refused) = referrers(self.conn, subject.id).map_err(internal)? {
            return Err(AppError::conflict(refused));
        }
        diesel::delete(subjects::table.find(subject.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

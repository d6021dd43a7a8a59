use std::collections::HashMap;

use application::ports::{Lock, SubjectBundleQueries, SubjectBundleQuery, SubjectBundleRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::ids::{SubjectBundleId, SubjectId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::roles::escape_like;
use crate::schema::{subject_bundle_subjects as links, subject_bundles as bundles};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::subjects::load_subjects;
use crate::totals::total;
use crate::unit_of_work::{PgTransaction, Root};

#[derive(Queryable, Selectable)]
#[diesel(table_name = bundles)]
struct BundleRow {
    id: i64,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    version: i32,
}

/// The bundles of `rows` with their subjects, read in two queries whatever the number of rows.
fn with_subjects(conn: &mut PgConnection, rows: Vec<BundleRow>) -> QueryResult<Vec<SubjectBundle>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let pairs: Vec<(i64, i64)> = links::table
        .filter(links::subject_bundle_id.eq_any(&ids))
        .order((links::subject_bundle_id, links::position))
        .select((links::subject_bundle_id, links::edu_subject_id))
        .load(conn)?;
    let subject_ids: Vec<i64> = pairs.iter().map(|(_, subject)| *subject).collect();
    let subjects = load_subjects(conn, &subject_ids)?;
    let mut by_bundle: HashMap<i64, Vec<i64>> = HashMap::new();
    for (bundle, subject) in pairs {
        by_bundle.entry(bundle).or_default().push(subject);
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            // A bundle with no subjects has none in the map.
            let members = by_bundle.remove(&row.id).unwrap_or_default();
            SubjectBundle {
                id: SubjectBundleId::from_stored(row.id),
                details: SubjectBundleDraft {
                    name: MultilingualName::from_stored(row.name_uz, row.name_uz_cyrl, row.name_ru, row.name_en),
                    subject_ids: members.iter().copied().map(SubjectId::from_stored).collect(),
                },
                subjects: members.iter().filter_map(|id| subjects.get(id).cloned()).collect(),
                version: Version::new(row.version),
            }
        })
        .collect())
}

fn find_bundle(conn: &mut PgConnection, id: SubjectBundleId) -> QueryResult<Option<SubjectBundle>> {
    let row: Option<BundleRow> = bundles::table.find(id.get()).select(BundleRow::as_select()).first(conn).optional()?;
    Ok(match row {
        Some(row) => with_subjects(conn, vec![row])?.pop(),
        None => None,
    })
}

fn replace_subjects(conn: &mut PgConnection, id: i64, draft: &SubjectBundleDraft) -> QueryResult<()> {
    diesel::delete(links::table.filter(links::subject_bundle_id.eq(id))).execute(conn)?;
    let rows: Vec<_> = draft
        .subject_ids
        .iter()
        .enumerate()
        .map(|(position, subject)| {
            (links::subject_bundle_id.eq(id), links::edu_subject_id.eq(subject.get()), links::position.eq(position as i32))
        })
        .collect();
    diesel::insert_into(links::table).values(&rows).execute(conn)?;
    Ok(())
}

fn filtered(query: &SubjectBundleQuery) -> bundles::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = bundles::table.into_boxed();
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
        "subject_bundles.filtered",
        filtered(&SubjectBundleQuery { search: Some("x".into()), page: PageRequest::largest() }).select(bundles::id),
    )]
}

impl SubjectBundleQueries for PgStore {
    fn list(&self, query: &SubjectBundleQuery) -> Result<Page<SubjectBundle>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(bundles::id)).map_err(internal)?;
        let rows: Vec<BundleRow> = filtered(query)
            .order((bundles::name_uz, bundles::id))
            .select(BundleRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        let items = with_subjects(&mut conn, rows).map_err(internal)?;
        Ok(Page::new(items, total))
    }

    fn find(&self, id: SubjectBundleId) -> Result<Option<SubjectBundle>, AppError> {
        let mut conn = self.conn()?;
        find_bundle(&mut conn, id).map_err(internal)
    }
}

impl SubjectBundleRepository for PgTransaction<'_> {
    fn find(&mut self, id: SubjectBundleId, lock: Lock) -> Result<Option<SubjectBundle>, AppError> {
        if !self.lock_root(lock, Root::SubjectBundles, id.get())? {
            return Ok(None);
        }
        find_bundle(self.conn, id).map_err(internal)
    }

    fn insert(&mut self, draft: &SubjectBundleDraft) -> Result<SubjectBundle, AppError> {
        let id: i64 = diesel::insert_into(bundles::table)
            .values((
                bundles::name_uz.eq(draft.name.uz()),
                bundles::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                bundles::name_ru.eq(draft.name.ru()),
                bundles::name_en.eq(draft.name.en()),
            ))
            .returning(bundles::id)
            .get_result(self.conn)
            .map_err(internal)?;
        replace_subjects(self.conn, id, draft).map_err(internal)?;
        find_bundle(self.conn, SubjectBundleId::from_stored(id)).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(&mut self, id: SubjectBundleId, draft: &SubjectBundleDraft, version: Version) -> Result<SubjectBundle, AppError> {
        let updated = diesel::update(bundles::table.filter(bundles::id.eq(id.get()).and(bundles::version.eq(version.get()))))
            .set((
                bundles::name_uz.eq(draft.name.uz()),
                bundles::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                bundles::name_ru.eq(draft.name.ru()),
                bundles::name_en.eq(draft.name.en()),
                bundles::version.eq(bundles::version + 1),
                bundles::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(updated)?;
        replace_subjects(self.conn, id.get(), draft).map_err(internal)?;
        find_bundle(self.conn, id).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn delete(&mut self, bundle: &SubjectBundle) -> Result<(), AppError> {
        diesel::delete(bundles::table.find(bundle.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

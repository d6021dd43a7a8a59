use std::collections::HashMap;

use application::ports::{AuditContext, SubjectBundleQuery, SubjectBundleRepository};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::audit::EntityType;
use domain::ids::{SubjectBundleId, SubjectId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::subject_bundle::{SubjectBundle, SubjectBundleDraft};
use domain::version::Version;
use serde_json::Value;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, TxError};
use crate::roles::escape_like;
use crate::schema::{subject_bundle_subjects as links, subject_bundles as bundles};
use crate::store::PgStore;
use crate::subjects::load_subjects;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = bundles)]
struct BundleRow {
    id: i64,
    name_uz: String,
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
            let members = by_bundle.remove(&row.id).unwrap_or_default();
            SubjectBundle {
                id: SubjectBundleId::from_stored(row.id),
                details: SubjectBundleDraft {
                    name: MultilingualName::from_stored(row.name_uz, row.name_ru, row.name_en),
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

fn snapshot(bundle: &SubjectBundle) -> Snapshot {
    let d = &bundle.details;
    let mut fields = Snapshot::new();
    fields.insert("name_uz".into(), d.name.uz().into());
    fields.insert("name_ru".into(), d.name.ru().into());
    fields.insert("name_en".into(), d.name.en().into());
    fields.insert("edu_subject_ids".into(), Value::from(d.subject_ids.iter().map(|id| id.get()).collect::<Vec<_>>()));
    fields
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

impl SubjectBundleRepository for PgStore {
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

    fn create(&self, draft: &SubjectBundleDraft, audit: &AuditContext) -> Result<SubjectBundle, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let id: i64 = diesel::insert_into(bundles::table)
                .values((bundles::name_uz.eq(draft.name.uz()), bundles::name_ru.eq(draft.name.ru()), bundles::name_en.eq(draft.name.en())))
                .returning(bundles::id)
                .get_result(conn)?;
            replace_subjects(conn, id, draft)?;
            let created = find_bundle(conn, SubjectBundleId::from_stored(id))?.ok_or(TxError(AppError::NotFound))?;
            record(conn, audit, EntityType::SubjectBundle, Some(id), diff(None, Some(&snapshot(&created))))?;
            Ok(created)
        })
        .map_err(|e| e.0)
    }

    fn update(
        &self,
        id: SubjectBundleId,
        draft: &SubjectBundleDraft,
        version: Version,
        audit: &AuditContext,
    ) -> Result<SubjectBundle, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_bundle(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let updated = diesel::update(bundles::table.filter(bundles::id.eq(id.get()).and(bundles::version.eq(version.get()))))
                .set((
                    bundles::name_uz.eq(draft.name.uz()),
                    bundles::name_ru.eq(draft.name.ru()),
                    bundles::name_en.eq(draft.name.en()),
                    bundles::version.eq(bundles::version + 1),
                    bundles::updated_at.eq(Utc::now()),
                ))
                .execute(conn)?;
            if updated == 0 {
                return Err(TxError(AppError::StaleVersion));
            }
            replace_subjects(conn, id.get(), draft)?;
            let after = find_bundle(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            record(conn, audit, EntityType::SubjectBundle, Some(id.get()), diff(Some(&snapshot(&before)), Some(&snapshot(&after))))?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: SubjectBundleId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_bundle(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            diesel::delete(bundles::table.find(id.get())).execute(conn)?;
            record(conn, audit, EntityType::SubjectBundle, Some(id.get()), diff(Some(&snapshot(&before)), None))?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}

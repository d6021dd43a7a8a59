use std::collections::HashMap;

use crate::stored;
use application::ports::{CurriculumTemplateQueries, CurriculumTemplateQuery, CurriculumTemplateRepository, Lock};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use domain::curriculum_template::{CurriculumTemplate, CurriculumTemplateDraft, DirectionRef, TemplateSubject, TemplateSubjectDraft};
use domain::ids::{CurriculumTemplateId, DirectionId};
use domain::institution::InstitutionType;
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::study::{SemesterCount, StudyHours};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::roles::escape_like;
use crate::schema::{curriculum_template_subjects as rows, curriculum_templates as templates, edu_directions as directions, edu_subjects};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::subjects::load_subjects;
use crate::totals::total;
use crate::unit_of_work::{PgTransaction, Root};

#[derive(Queryable, Selectable)]
#[diesel(table_name = templates)]
struct TemplateRow {
    id: i64,
    name_uz: String,
    name_uz_cyrl: String,
    name_ru: String,
    name_en: String,
    edu_direction_id: Option<i64>,
    institution_type: String,
    number_of_semesters: i32,
    version: i32,
}

/// The model curricula of `found` with their directions and subjects, read in a fixed number of
/// queries whatever the number of rows.
fn complete(conn: &mut PgConnection, found: Vec<TemplateRow>) -> QueryResult<Vec<CurriculumTemplate>> {
    let ids: Vec<i64> = found.iter().map(|t| t.id).collect();
    let direction_ids: Vec<i64> = found.iter().filter_map(|t| t.edu_direction_id).collect();
    let direction_rows: Vec<(i64, String, String, String, String, String)> = directions::table
        .filter(directions::id.eq_any(&direction_ids))
        .select((directions::id, directions::code, directions::name_uz, directions::name_uz_cyrl, directions::name_ru, directions::name_en))
        .load(conn)?;
    let direction_refs: HashMap<i64, DirectionRef> = direction_rows
        .into_iter()
        .map(|(id, code, uz, uz_cyrl, ru, en)| {
            (id, DirectionRef { id: DirectionId::from_stored(id), code, name: MultilingualName::from_stored(uz, uz_cyrl, ru, en) })
        })
        .collect();
    let subject_rows: Vec<(i64, i64, i32)> = rows::table
        .inner_join(edu_subjects::table)
        .filter(rows::curriculum_template_id.eq_any(&ids))
        .order((rows::curriculum_template_id, edu_subjects::name_uz, edu_subjects::id))
        .select((rows::curriculum_template_id, rows::edu_subject_id, rows::study_hours))
        .load(conn)?;
    let subject_ids: Vec<i64> = subject_rows.iter().map(|(_, subject, _)| *subject).collect();
    let subjects = load_subjects(conn, &subject_ids)?;
    let mut by_template: HashMap<i64, Vec<TemplateSubject>> = HashMap::new();
    for (template, subject, hours) in subject_rows {
        if let Some(subject) = subjects.get(&subject) {
            by_template
                .entry(template)
                .or_default()
                .push(TemplateSubject { subject: subject.clone(), study_hours: StudyHours::from_stored(hours) });
        }
    }
    found
        .into_iter()
        .map(|row| {
            // A template with no subjects has none in the map.
            let subjects = by_template.remove(&row.id).unwrap_or_default();
            Ok(CurriculumTemplate {
                id: CurriculumTemplateId::from_stored(row.id),
                details: CurriculumTemplateDraft {
                    name: MultilingualName::from_stored(row.name_uz, row.name_uz_cyrl, row.name_ru, row.name_en),
                    direction_id: row.edu_direction_id.map(DirectionId::from_stored),
                    institution_type: stored::code(InstitutionType::parse, &row.institution_type, "a template's institution type")?,
                    number_of_semesters: SemesterCount::from_stored(row.number_of_semesters),
                    subjects: subjects
                        .iter()
                        .map(|s| TemplateSubjectDraft { subject_id: s.subject.id, study_hours: s.study_hours })
                        .collect(),
                },
                direction: row.edu_direction_id.and_then(|id| direction_refs.get(&id).cloned()),
                subjects,
                version: Version::new(row.version),
            })
        })
        .collect::<Result<_, AppError>>()
        .map_err(stored::malformed)
}

fn find_template(conn: &mut PgConnection, id: CurriculumTemplateId) -> QueryResult<Option<CurriculumTemplate>> {
    let row: Option<TemplateRow> = templates::table.find(id.get()).select(TemplateRow::as_select()).first(conn).optional()?;
    Ok(match row {
        Some(row) => complete(conn, vec![row])?.pop(),
        None => None,
    })
}

fn replace_subjects(conn: &mut PgConnection, id: i64, draft: &CurriculumTemplateDraft) -> QueryResult<()> {
    diesel::delete(rows::table.filter(rows::curriculum_template_id.eq(id))).execute(conn)?;
    let values: Vec<_> = draft
        .subjects
        .iter()
        .map(|s| {
            (rows::curriculum_template_id.eq(id), rows::edu_subject_id.eq(s.subject_id.get()), rows::study_hours.eq(s.study_hours.get()))
        })
        .collect();
    diesel::insert_into(rows::table).values(&values).execute(conn)?;
    Ok(())
}

fn filtered(query: &CurriculumTemplateQuery) -> templates::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = templates::table.into_boxed();
    if let Some(search) = &query.search {
        q = q.filter(
            sql::<Bool>("(name_uz || ' ' || name_ru || ' ' || name_en) ILIKE ").bind::<Text, _>(format!("%{}%", escape_like(search))),
        );
    }
    if let Some(direction) = query.direction_id {
        q = q.filter(templates::edu_direction_id.eq(direction.get()));
    }
    if let Some(kind) = query.institution_type {
        q = q.filter(templates::institution_type.eq(kind.code()));
    }
    q
}

/// The search's raw condition, as the list sends it.
pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::rendered(
        "curriculum_templates.filtered",
        filtered(&CurriculumTemplateQuery {
            search: Some("x".into()),
            direction_id: None,
            institution_type: None,
            page: PageRequest::largest(),
        })
        .select(templates::id),
    )]
}

impl CurriculumTemplateQueries for PgStore {
    fn list(&self, query: &CurriculumTemplateQuery) -> Result<Page<CurriculumTemplate>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(templates::id)).map_err(internal)?;
        let found: Vec<TemplateRow> = filtered(query)
            .order((templates::name_uz, templates::id))
            .select(TemplateRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        let items = complete(&mut conn, found).map_err(internal)?;
        Ok(Page::new(items, total))
    }

    fn find(&self, id: CurriculumTemplateId) -> Result<Option<CurriculumTemplate>, AppError> {
        let mut conn = self.conn()?;
        find_template(&mut conn, id).map_err(internal)
    }
}

impl CurriculumTemplateRepository for PgTransaction<'_> {
    fn find(&mut self, id: CurriculumTemplateId, lock: Lock) -> Result<Option<CurriculumTemplate>, AppError> {
        if !self.lock_root(lock, Root::CurriculumTemplates, id.get())? {
            return Ok(None);
        }
        find_template(self.conn, id).map_err(internal)
    }

    fn insert(&mut self, draft: &CurriculumTemplateDraft) -> Result<CurriculumTemplate, AppError> {
        let id: i64 = diesel::insert_into(templates::table)
            .values((
                templates::name_uz.eq(draft.name.uz()),
                templates::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                templates::name_ru.eq(draft.name.ru()),
                templates::name_en.eq(draft.name.en()),
                templates::edu_direction_id.eq(draft.direction_id.map(|d| d.get())),
                templates::institution_type.eq(draft.institution_type.code()),
                templates::number_of_semesters.eq(draft.number_of_semesters.get()),
            ))
            .returning(templates::id)
            .get_result(self.conn)
            .map_err(internal)?;
        replace_subjects(self.conn, id, draft).map_err(internal)?;
        find_template(self.conn, CurriculumTemplateId::from_stored(id)).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(
        &mut self,
        id: CurriculumTemplateId,
        draft: &CurriculumTemplateDraft,
        version: Version,
    ) -> Result<CurriculumTemplate, AppError> {
        let updated = diesel::update(templates::table.filter(templates::id.eq(id.get()).and(templates::version.eq(version.get()))))
            .set((
                templates::name_uz.eq(draft.name.uz()),
                templates::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                templates::name_ru.eq(draft.name.ru()),
                templates::name_en.eq(draft.name.en()),
                templates::edu_direction_id.eq(draft.direction_id.map(|d| d.get())),
                templates::institution_type.eq(draft.institution_type.code()),
                templates::number_of_semesters.eq(draft.number_of_semesters.get()),
                templates::version.eq(templates::version + 1),
                templates::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(updated)?;
        replace_subjects(self.conn, id.get(), draft).map_err(internal)?;
        find_template(self.conn, id).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn delete(&mut self, template: &CurriculumTemplate) -> Result<(), AppError> {
        diesel::delete(templates::table.find(template.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}

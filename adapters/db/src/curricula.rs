//! Curricula with their distribution, the catalogue rows they read (model curricula, subjects,
//! subject types, directions) and the ratings that protect subjects from removal.

use crate::stored;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use application::ports::{
    CurriculumCatalogue, CurriculumOrderField, CurriculumQueries, CurriculumQuery, CurriculumRepository, CustomSubject, CustomSubjectQuery,
    Lock, RatedPlacements, TemplateOutline,
};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Nullable, Text};
use domain::actor::Scope;
use domain::curriculum::{
    CatalogueSubject, Curriculum, CurriculumDetails, CurriculumPlan, CurriculumStatus, CurriculumWithPlan, Distribution, EduForm,
    EduLanguage, NamedHours, RatingType, SemesterDates, SemesterNumber, SemesterRow, SubjectHours,
};
use domain::ids::{CurriculumId, CurriculumTemplateId, DirectionId, EduSubjectId, EduSubjectTypeId, InstitutionId};
use domain::institution::InstitutionType;
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, TxError};
use crate::names::{name_of, NameColumns};
use crate::roles::escape_like;
use crate::rows::{CountRow, NamedHoursRow};
use crate::schema::{
    control_sheets, curricula, curriculum_exams, curriculum_semester_subjects, curriculum_semesters, curriculum_subjects,
    curriculum_template_subjects, curriculum_templates, curriculum_vocational_subjects, edu_directions, edu_groups, edu_subject_types,
    edu_subjects, institutions, journal_lines, ratings,
};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::{total, Counter};
use crate::unit_of_work::{PgTransaction, Root};

#[derive(Queryable, Selectable)]
#[diesel(table_name = curricula)]
struct CurriculumRow {
    id: i64,
    institution_id: i64,
    name: String,
    subject_type_id: i64,
    start_year: i32,
    end_year: i32,
    edu_direction_id: i64,
    status: String,
    edu_form: String,
    curriculum_template_id: i64,
    edu_language: String,
    rating_type: String,
    number_of_semesters: i32,
    version: i32,
}

type Loaded = (CurriculumRow, NameColumns, NameColumns, (String, String, String, String, String), NameColumns);

fn into_curriculum((row, institution, subject_type, (code, d_uz, d_uz_cyrl, d_ru, d_en), template): Loaded) -> Result<Curriculum, TxError> {
    Ok(Curriculum {
        id: CurriculumId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        institution_name: name_of(institution),
        details: CurriculumDetails {
            name: row.name,
            subject_type_id: EduSubjectTypeId::from_stored(row.subject_type_id),
            start_year: row.start_year,
            end_year: row.end_year,
            edu_direction_id: DirectionId::from_stored(row.edu_direction_id),
            edu_form: stored::code(EduForm::parse, &row.edu_form, "a curriculum's form of study").map_err(TxError)?,
            curriculum_template_id: CurriculumTemplateId::from_stored(row.curriculum_template_id),
            edu_language: stored::code(EduLanguage::parse, &row.edu_language, "a curriculum's language").map_err(TxError)?,
            rating_type: stored::code(RatingType::parse, &row.rating_type, "a curriculum's rating type").map_err(TxError)?,
            number_of_semesters: row.number_of_semesters.clamp(1, 12) as u8,
        },
        status: stored::code(CurriculumStatus::parse, &row.status, "a curriculum's status").map_err(TxError)?,
        subject_type_name: name_of(subject_type),
        direction_code: code,
        direction_name: MultilingualName::from_stored(d_uz, d_uz_cyrl, d_ru, d_en),
        template_name: name_of(template),
        version: Version::new(row.version),
    })
}

/// The curricula with these ids, living or not, with the names of what they refer to; in the
/// order of `ids`.
fn load_curricula(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Curriculum>, TxError> {
    let rows: Vec<Loaded> = curricula::table
        .inner_join(institutions::table)
        .inner_join(edu_subject_types::table)
        .inner_join(edu_directions::table)
        .inner_join(curriculum_templates::table)
        .filter(curricula::id.eq_any(ids))
        .select((
            CurriculumRow::as_select(),
            (institutions::name_uz, institutions::name_uz_cyrl, institutions::name_ru, institutions::name_en),
            (edu_subject_types::name_uz, edu_subject_types::name_uz_cyrl, edu_subject_types::name_ru, edu_subject_types::name_en),
            (edu_directions::code, edu_directions::name_uz, edu_directions::name_uz_cyrl, edu_directions::name_ru, edu_directions::name_en),
            (
                curriculum_templates::name_uz,
                curriculum_templates::name_uz_cyrl,
                curriculum_templates::name_ru,
                curriculum_templates::name_en,
            ),
        ))
        .load(conn)?;
    let mut by_id: BTreeMap<i64, Curriculum> = BTreeMap::new();
    for row in rows {
        let curriculum = into_curriculum(row)?;
        by_id.insert(curriculum.id.get(), curriculum);
    }
    Ok(ids.iter().filter_map(|id| by_id.remove(id)).collect())
}

type SubjectLoaded = (i64, i32, String, NameColumns, i64, NameColumns);

fn named_hours((id, uz, uz_cyrl, ru, en, study_hours): (i64, String, String, String, String, i32)) -> NamedHours {
    NamedHours { id: Some(id), name: MultilingualName::from_stored(uz, uz_cyrl, ru, en), study_hours }
}

/// A curriculum's distribution as stored, and the catalogue entries of its subjects.
fn load_plan(
    conn: &mut PgConnection,
    id: i64,
    semesters: u8,
) -> Result<(CurriculumPlan, BTreeMap<EduSubjectId, CatalogueSubject>), TxError> {
    let subjects: Vec<SubjectLoaded> = curriculum_subjects::table
        .inner_join(edu_subjects::table.inner_join(edu_subject_types::table))
        .filter(curriculum_subjects::curriculum_id.eq(id))
        .order(curriculum_subjects::position)
        .select((
            curriculum_subjects::edu_subject_id,
            curriculum_subjects::study_hours,
            edu_subjects::code,
            (edu_subjects::name_uz, edu_subjects::name_uz_cyrl, edu_subjects::name_ru, edu_subjects::name_en),
            edu_subject_types::id,
            (edu_subject_types::name_uz, edu_subject_types::name_uz_cyrl, edu_subject_types::name_ru, edu_subject_types::name_en),
        ))
        .load(conn)?;
    let corrupt = |what: &str| TxError(AppError::internal(format!("a stored distribution breaks its rules: {what}")));
    let list = subjects.iter().map(|s| SubjectHours { subject: EduSubjectId::from_stored(s.0), study_hours: s.1 }).collect();
    let mut distribution = Distribution::new(list, semesters).map_err(|_| corrupt("subjects"))?;
    let catalogue = subjects
        .into_iter()
        .map(|(subject, _, code, name, type_id, type_name)| {
            let id = EduSubjectId::from_stored(subject);
            let entry = CatalogueSubject {
                id,
                code,
                name: name_of(name),
                type_id: EduSubjectTypeId::from_stored(type_id),
                type_name: name_of(type_name),
            };
            (id, entry)
        })
        .collect();
    let rows: Vec<(i32, i64, i32, bool)> = curriculum_semester_subjects::table
        .filter(curriculum_semester_subjects::curriculum_id.eq(id))
        .order((curriculum_semester_subjects::semester_number, curriculum_semester_subjects::position))
        .select((
            curriculum_semester_subjects::semester_number,
            curriculum_semester_subjects::edu_subject_id,
            curriculum_semester_subjects::study_hours,
            curriculum_semester_subjects::is_separated,
        ))
        .load(conn)?;
    for (semester, subject, study_hours, is_separated) in rows {
        let semester = SemesterNumber::new(i64::from(semester)).map_err(|_| corrupt("semester number"))?;
        let row = SemesterRow { subject: EduSubjectId::from_stored(subject), study_hours, is_separated };
        distribution.add_row(semester, row).map_err(|_| corrupt("semester row"))?;
    }
    let stored_dates: Vec<(i32, Option<NaiveDate>, Option<NaiveDate>)> = curriculum_semesters::table
        .filter(curriculum_semesters::curriculum_id.eq(id))
        .select((curriculum_semesters::semester_number, curriculum_semesters::start_date, curriculum_semesters::end_date))
        .load(conn)?;
    let mut dates = vec![SemesterDates::default(); usize::from(semesters)];
    for (number, start, end) in stored_dates {
        if let Some(slot) = usize::try_from(number - 1).ok().and_then(|i| dates.get_mut(i)) {
            *slot = SemesterDates { start, end };
        }
    }
    let vocational = curriculum_vocational_subjects::table
        .filter(curriculum_vocational_subjects::curriculum_id.eq(id))
        .order((curriculum_vocational_subjects::position, curriculum_vocational_subjects::id))
        .select((
            curriculum_vocational_subjects::id,
            curriculum_vocational_subjects::name_uz,
            curriculum_vocational_subjects::name_uz_cyrl,
            curriculum_vocational_subjects::name_ru,
            curriculum_vocational_subjects::name_en,
            curriculum_vocational_subjects::study_hours,
        ))
        .load(conn)?
        .into_iter()
        .map(named_hours)
        .collect();
    let exams = curriculum_exams::table
        .filter(curriculum_exams::curriculum_id.eq(id))
        .order((curriculum_exams::position, curriculum_exams::id))
        .select((
            curriculum_exams::id,
            curriculum_exams::name_uz,
            curriculum_exams::name_uz_cyrl,
            curriculum_exams::name_ru,
            curriculum_exams::name_en,
            curriculum_exams::study_hours,
        ))
        .load(conn)?
        .into_iter()
        .map(named_hours)
        .collect();
    Ok((CurriculumPlan { distribution, dates, vocational, exams }, catalogue))
}

/// A curriculum with its distribution; `living` leaves deleted ones out.
fn find_with_plan(conn: &mut PgConnection, id: CurriculumId, living: bool) -> Result<Option<CurriculumWithPlan>, TxError> {
    let mut q = curricula::table.filter(curricula::id.eq(id.get())).select(curricula::id).into_boxed();
    if living {
        q = q.filter(curricula::deleted_at.is_null());
    }
    let Some(found) = q.first::<i64>(conn).optional()? else { return Ok(None) };
    let Some(curriculum) = load_curricula(conn, &[found])?.pop() else { return Ok(None) };
    let (plan, subjects) = load_plan(conn, found, curriculum.details.number_of_semesters)?;
    Ok(Some(CurriculumWithPlan { curriculum, plan, subjects }))
}

/// Replaces a named-hours table's rows of a curriculum: rows with an id the curriculum has are
/// updated in place, the others inserted, the missing ones deleted.
macro_rules! replace_named {
    ($conn:expr, $table:ident, $curriculum:expr, $rows:expr) => {{
        let existing: BTreeSet<i64> =
            $table::table.filter($table::curriculum_id.eq($curriculum)).select($table::id).load::<i64>($conn)?.into_iter().collect();
        let kept: BTreeSet<i64> = $rows.iter().filter_map(|r: &NamedHours| r.id).filter(|id| existing.contains(id)).collect();
        diesel::delete($table::table.filter($table::curriculum_id.eq($curriculum)).filter(diesel::dsl::not($table::id.eq_any(&kept))))
            .execute($conn)?;
        for (position, row) in $rows.iter().enumerate() {
            let values = (
                $table::name_uz.eq(row.name.uz()),
                $table::name_uz_cyrl.eq(row.name.uz_cyrl()),
                $table::name_ru.eq(row.name.ru()),
                $table::name_en.eq(row.name.en()),
                $table::study_hours.eq(row.study_hours),
                $table::position.eq(position as i32),
            );
            match row.id.filter(|id| kept.contains(id)) {
                Some(id) => {
                    diesel::update($table::table.find(id)).set(values).execute($conn)?;
                }
                None => {
                    diesel::insert_into($table::table).values(($table::curriculum_id.eq($curriculum), values)).execute($conn)?;
                }
            }
        }
    }};
}

/// Writes a whole distribution over the stored one.
fn write_plan(conn: &mut PgConnection, id: i64, plan: &CurriculumPlan) -> Result<(), TxError> {
    diesel::delete(curriculum_semester_subjects::table.filter(curriculum_semester_subjects::curriculum_id.eq(id))).execute(conn)?;
    diesel::delete(curriculum_subjects::table.filter(curriculum_subjects::curriculum_id.eq(id))).execute(conn)?;
    let subjects: Vec<_> = plan
        .distribution
        .subjects()
        .iter()
        .enumerate()
        .map(|(position, s)| {
            (
                curriculum_subjects::curriculum_id.eq(id),
                curriculum_subjects::edu_subject_id.eq(s.subject.get()),
                curriculum_subjects::study_hours.eq(s.study_hours),
                curriculum_subjects::position.eq(position as i32),
            )
        })
        .collect();
    diesel::insert_into(curriculum_subjects::table).values(&subjects).execute(conn)?;
    let count = i32::from(plan.distribution.semester_count());
    diesel::delete(
        curriculum_semesters::table
            .filter(curriculum_semesters::curriculum_id.eq(id))
            .filter(curriculum_semesters::semester_number.gt(count)),
    )
    .execute(conn)?;
    for number in 1..=count {
        // A semester beyond the plan's dates is undated (the plan reports it as a gap).
        let dates = plan.dates.get((number - 1) as usize).copied().unwrap_or_default();
        diesel::insert_into(curriculum_semesters::table)
            .values((
                curriculum_semesters::curriculum_id.eq(id),
                curriculum_semesters::semester_number.eq(number),
                curriculum_semesters::start_date.eq(dates.start),
                curriculum_semesters::end_date.eq(dates.end),
            ))
            .on_conflict((curriculum_semesters::curriculum_id, curriculum_semesters::semester_number))
            .do_update()
            .set((curriculum_semesters::start_date.eq(dates.start), curriculum_semesters::end_date.eq(dates.end)))
            .execute(conn)?;
    }
    let rows: Vec<_> = plan
        .distribution
        .semesters()
        .iter()
        .enumerate()
        .flat_map(|(index, rows)| {
            rows.iter().enumerate().map(move |(position, row)| {
                (
                    curriculum_semester_subjects::curriculum_id.eq(id),
                    curriculum_semester_subjects::semester_number.eq(index as i32 + 1),
                    curriculum_semester_subjects::edu_subject_id.eq(row.subject.get()),
                    curriculum_semester_subjects::study_hours.eq(row.study_hours),
                    curriculum_semester_subjects::is_separated.eq(row.is_separated),
                    curriculum_semester_subjects::position.eq(position as i32),
                )
            })
        })
        .collect();
    diesel::insert_into(curriculum_semester_subjects::table).values(&rows).execute(conn)?;
    replace_named!(conn, curriculum_vocational_subjects, id, plan.vocational);
    replace_named!(conn, curriculum_exams, id, plan.exams);
    crate::assessment::follow_distribution(conn, id)?;
    Ok(())
}

#[derive(QueryableByName)]
struct SubjectSemester {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    semester_number: i32,
}

fn scoped(query: &CurriculumQuery) -> curricula::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = curricula::table.filter(curricula::deleted_at.is_null()).into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(curricula::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(curricula::id.lt(0)),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(curricula::institution_id.eq(id.get()));
    }
    if let Some(status) = query.status {
        q = q.filter(curricula::status.eq(status.code()));
    }
    if let Some(direction) = query.edu_direction_id {
        q = q.filter(curricula::edu_direction_id.eq(direction.get()));
    }
    if let Some(search) = &query.search {
        q = q.filter(curricula::name.ilike(format!("%{}%", escape_like(search))));
    }
    q
}

/// The counter that answers the list's total, when its filters are only institution and status.
fn counter(query: &CurriculumQuery) -> Option<Counter> {
    let plain = query.edu_direction_id.is_none() && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain
        .then(|| Counter::scoped("curriculum", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())))
}

/// The custom subjects of the scope (`$1`: none) and institution (`$2`) matching a pattern (`$3`).
const FILTER: &str = "FROM curriculum_vocational_subjects v JOIN curricula c ON c.id = v.curriculum_id \
     WHERE c.deleted_at IS NULL AND NOT $1 AND ($2::BIGINT IS NULL OR c.institution_id = $2) \
     AND ($3::TEXT IS NULL OR (v.name_uz || ' ' || v.name_ru || ' ' || v.name_en) ILIKE $3)";

static CUSTOM_SUBJECT_COUNT: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "curricula.custom_subject_count",
        &["bool", "int8", "text"],
        format!("SELECT count(DISTINCT v.name_uz) AS count {FILTER}"),
    )
});

static CUSTOM_SUBJECTS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "curricula.custom_subjects",
        &["bool", "int8", "text", "int8", "int8"],
        format!(
            "SELECT DISTINCT ON (v.name_uz) v.name_uz, v.name_uz_cyrl, v.name_ru, v.name_en, v.study_hours {FILTER} \
         ORDER BY v.name_uz, v.id DESC LIMIT $4 OFFSET $5"
        ),
    )
});

impl CurriculumQueries for PgStore {
    fn list(&self, query: &CurriculumQuery) -> Result<Page<Curriculum>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, counter(query), || scoped(query).select(curricula::id)).map_err(internal)?;
        let q = scoped(query);
        let q = match (query.ordering.field, query.ordering.descending) {
            (CurriculumOrderField::Id, false) => q.order(curricula::id.asc()),
            (CurriculumOrderField::Id, true) => q.order(curricula::id.desc()),
            (CurriculumOrderField::Name, false) => q.order((curricula::name.asc(), curricula::id.asc())),
            (CurriculumOrderField::Name, true) => q.order((curricula::name.desc(), curricula::id.asc())),
            (CurriculumOrderField::StartYear, false) => q.order((curricula::start_year.asc(), curricula::id.asc())),
            (CurriculumOrderField::StartYear, true) => q.order((curricula::start_year.desc(), curricula::id.asc())),
            (CurriculumOrderField::Status, false) => q.order((curricula::status.asc(), curricula::id.asc())),
            (CurriculumOrderField::Status, true) => q.order((curricula::status.desc(), curricula::id.asc())),
        };
        let ids: Vec<i64> =
            q.select(curricula::id).limit(query.page.limit()).offset(query.page.offset()).load(&mut conn).map_err(internal)?;
        let items = load_curricula(&mut conn, &ids).map_err(|e| e.0)?;
        Ok(Page::new(items, total))
    }

    fn find(&self, id: CurriculumId) -> Result<Option<CurriculumWithPlan>, AppError> {
        let mut conn = self.conn()?;
        find_with_plan(&mut conn, id, true).map_err(|e| e.0)
    }

    /// A typed rating, or anything the journal holds (a student's counts or a control sheet).
    fn has_rating(&self, id: CurriculumId, subject: EduSubjectId) -> Result<bool, AppError> {
        let mut conn = self.conn()?;
        diesel::select(
            diesel::dsl::exists(ratings::table.filter(ratings::curriculum_id.eq(id.get()).and(ratings::edu_subject_id.eq(subject.get()))))
                .or(diesel::dsl::exists(
                    journal_lines::table
                        .filter(journal_lines::curriculum_id.eq(id.get()).and(journal_lines::edu_subject_id.eq(subject.get()))),
                ))
                .or(diesel::dsl::exists(
                    control_sheets::table
                        .filter(control_sheets::curriculum_id.eq(id.get()).and(control_sheets::edu_subject_id.eq(subject.get()))),
                )),
        )
        .get_result(&mut conn)
        .map_err(internal)
    }

    fn custom_subjects(&self, query: &CustomSubjectQuery) -> Result<Page<CustomSubject>, AppError> {
        let (institution, nowhere) = match query.scope {
            Scope::Everywhere => (None, false),
            Scope::Institution(id) => (Some(id.get()), false),
            Scope::Nowhere => (None, true),
        };
        let pattern = query.search.as_ref().map(|search| format!("%{}%", escape_like(search)));
        let mut conn = self.conn()?;
        let count = CUSTOM_SUBJECT_COUNT
            .query()
            .bind::<Bool, _>(nowhere)
            .bind::<Nullable<BigInt>, _>(institution)
            .bind::<Nullable<Text>, _>(pattern.clone())
            .get_result::<CountRow>(&mut conn)
            .map_err(internal)?
            .count;
        let rows: Vec<NamedHoursRow> = CUSTOM_SUBJECTS
            .query()
            .bind::<Bool, _>(nowhere)
            .bind::<Nullable<BigInt>, _>(institution)
            .bind::<Nullable<Text>, _>(pattern)
            .bind::<BigInt, _>(query.page.limit())
            .bind::<BigInt, _>(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        let items = rows
            .into_iter()
            .map(|r| CustomSubject {
                name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
                study_hours: r.study_hours,
            })
            .collect();
        Ok(Page::exact(items, count))
    }
}

impl CurriculumCatalogue for PgTransaction<'_> {
    fn template(&mut self, id: CurriculumTemplateId) -> Result<Option<TemplateOutline>, AppError> {
        let conn = &mut *self.conn;
        let Some((kind, semesters)) = curriculum_templates::table
            .find(id.get())
            .select((curriculum_templates::institution_type, curriculum_templates::number_of_semesters))
            .first::<(String, i32)>(conn)
            .optional()
            .map_err(internal)?
        else {
            return Ok(None);
        };
        let subjects: Vec<(i64, i32)> = curriculum_template_subjects::table
            .inner_join(edu_subjects::table)
            .filter(curriculum_template_subjects::curriculum_template_id.eq(id.get()))
            .order((edu_subjects::name_uz, edu_subjects::id))
            .select((curriculum_template_subjects::edu_subject_id, curriculum_template_subjects::study_hours))
            .load(conn)
            .map_err(internal)?;
        Ok(Some(TemplateOutline {
            id,
            institution_type: stored::code(InstitutionType::parse, &kind, "a model curriculum's kind")?,
            number_of_semesters: semesters.clamp(1, 12) as u8,
            subjects: subjects
                .into_iter()
                .map(|(subject, study_hours)| SubjectHours { subject: EduSubjectId::from_stored(subject), study_hours })
                .collect(),
        }))
    }

    fn subject_type_exists(&mut self, id: EduSubjectTypeId) -> Result<bool, AppError> {
        let conn = &mut *self.conn;
        diesel::select(diesel::dsl::exists(edu_subject_types::table.find(id.get()))).get_result(conn).map_err(internal)
    }

    fn direction_exists(&mut self, id: DirectionId) -> Result<bool, AppError> {
        let conn = &mut *self.conn;
        diesel::select(diesel::dsl::exists(edu_directions::table.find(id.get()))).get_result(conn).map_err(internal)
    }

    fn institution_type(&mut self, id: InstitutionId) -> Result<Option<InstitutionType>, AppError> {
        let conn = &mut *self.conn;
        let kind: Option<String> =
            institutions::table.find(id.get()).select(institutions::kind).first(conn).optional().map_err(internal)?;
        Ok(kind.and_then(|k| InstitutionType::parse(&k).ok()))
    }

    fn existing_subjects(&mut self, ids: &BTreeSet<EduSubjectId>) -> Result<BTreeSet<EduSubjectId>, AppError> {
        let conn = &mut *self.conn;
        let wanted: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let found: Vec<i64> =
            edu_subjects::table.filter(edu_subjects::id.eq_any(&wanted)).select(edu_subjects::id).load(conn).map_err(internal)?;
        Ok(found.into_iter().map(EduSubjectId::from_stored).collect())
    }
}

/// The curriculum at the version it was read at, not deleted: an update through this filter that
/// changes no row lost to a newer change.
fn at_version(id: CurriculumId, version: Version) -> Box<dyn BoxableExpression<curricula::table, diesel::pg::Pg, SqlType = Bool>> {
    Box::new(curricula::id.eq(id.get()).and(curricula::version.eq(version.get())).and(curricula::deleted_at.is_null()))
}

fn reload(conn: &mut PgConnection, id: CurriculumId) -> Result<CurriculumWithPlan, AppError> {
    find_with_plan(conn, id, false).map_err(|e| e.0)?.ok_or(AppError::NotFound)
}

const RATED: Statement = Statement::new(
    "curricula.rated",
    &["int8"],
    "SELECT edu_subject_id, semester_number FROM ratings WHERE curriculum_id = $1 \
     UNION SELECT edu_subject_id, semester_number::INTEGER FROM journal_lines WHERE curriculum_id = $1 \
     UNION SELECT edu_subject_id, semester_number::INTEGER FROM control_sheets WHERE curriculum_id = $1",
);

impl CurriculumRepository for PgTransaction<'_> {
    fn find(&mut self, id: CurriculumId, lock: Lock) -> Result<Option<CurriculumWithPlan>, AppError> {
        if !self.lock_root(lock, Root::Curricula, id.get())? {
            return Ok(None);
        }
        find_with_plan(self.conn, id, true).map_err(|e| e.0)
    }

    /// Where typed ratings or the journal (counts, control sheets) hold a subject.
    fn rated(&mut self, id: CurriculumId) -> Result<RatedPlacements, AppError> {
        let rows: Vec<(i64, i32)> = RATED
            .query()
            .bind::<diesel::sql_types::BigInt, _>(id.get())
            .load::<SubjectSemester>(self.conn)
            .map_err(internal)?
            .into_iter()
            .map(|r| (r.edu_subject_id, r.semester_number))
            .collect();
        Ok(rows
            .into_iter()
            .filter_map(|(subject, semester)| {
                SemesterNumber::new(i64::from(semester)).ok().map(|semester| (EduSubjectId::from_stored(subject), semester))
            })
            .collect())
    }

    fn groups_studying(&mut self, id: CurriculumId) -> Result<i64, AppError> {
        edu_groups::table
            .filter(edu_groups::curriculum_id.eq(id.get()))
            .filter(edu_groups::deleted_at.is_null())
            .count()
            .get_result(self.conn)
            .map_err(internal)
    }

    fn insert(
        &mut self,
        institution: InstitutionId,
        details: &CurriculumDetails,
        plan: &CurriculumPlan,
    ) -> Result<CurriculumWithPlan, AppError> {
        let id: i64 = diesel::insert_into(curricula::table)
            .values((
                curricula::institution_id.eq(institution.get()),
                curricula::name.eq(&details.name),
                curricula::subject_type_id.eq(details.subject_type_id.get()),
                curricula::start_year.eq(details.start_year),
                curricula::end_year.eq(details.end_year),
                curricula::edu_direction_id.eq(details.edu_direction_id.get()),
                curricula::status.eq(CurriculumStatus::New.code()),
                curricula::edu_form.eq(details.edu_form.code()),
                curricula::curriculum_template_id.eq(details.curriculum_template_id.get()),
                curricula::edu_language.eq(details.edu_language.code()),
                curricula::rating_type.eq(details.rating_type.code()),
                curricula::number_of_semesters.eq(i32::from(details.number_of_semesters)),
            ))
            .returning(curricula::id)
            .get_result(self.conn)
            .map_err(internal)?;
        write_plan(self.conn, id, plan).map_err(|e| e.0)?;
        reload(self.conn, CurriculumId::from_stored(id))
    }

    fn save(
        &mut self,
        id: CurriculumId,
        details: &CurriculumDetails,
        plan: &CurriculumPlan,
        version: Version,
    ) -> Result<CurriculumWithPlan, AppError> {
        let changed = diesel::update(curricula::table.filter(at_version(id, version)))
            .set((
                curricula::name.eq(&details.name),
                curricula::subject_type_id.eq(details.subject_type_id.get()),
                curricula::start_year.eq(details.start_year),
                curricula::end_year.eq(details.end_year),
                curricula::edu_direction_id.eq(details.edu_direction_id.get()),
                curricula::edu_form.eq(details.edu_form.code()),
                curricula::curriculum_template_id.eq(details.curriculum_template_id.get()),
                curricula::edu_language.eq(details.edu_language.code()),
                curricula::rating_type.eq(details.rating_type.code()),
                curricula::number_of_semesters.eq(i32::from(details.number_of_semesters)),
                curricula::version.eq(curricula::version + 1),
                curricula::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(changed)?;
        write_plan(self.conn, id.get(), plan).map_err(|e| e.0)?;
        reload(self.conn, id)
    }

    fn set_status(&mut self, id: CurriculumId, status: CurriculumStatus, version: Version) -> Result<CurriculumWithPlan, AppError> {
        let changed = diesel::update(curricula::table.filter(at_version(id, version)))
            .set((curricula::status.eq(status.code()), curricula::version.eq(curricula::version + 1), curricula::updated_at.eq(Utc::now())))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(changed)?;
        reload(self.conn, id)
    }

    fn delete(&mut self, id: CurriculumId, version: Version) -> Result<(), AppError> {
        let changed = diesel::update(curricula::table.filter(at_version(id, version)))
            .set((curricula::deleted_at.eq(Utc::now()), curricula::version.eq(curricula::version + 1)))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(changed)
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::clone(&CUSTOM_SUBJECT_COUNT), Statement::clone(&CUSTOM_SUBJECTS), RATED]
}

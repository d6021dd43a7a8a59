//! The science report: a year's figures grouped in the database, over the indexes of each filter.

use std::sync::LazyLock;

use application::ports::{Figure, Funding, InstitutionScience, ScienceFigures, ScienceReport};
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Nullable, Text};
use domain::ids::InstitutionId;
use domain::multilingual::MultilingualName;
use domain::science::{Amount, Currency};

use crate::errors::internal;
use crate::statements::Statement;

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = Text)]
    key: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// Every statement takes the year as `$1` and the institution (NULL: all) as `$2`.
const VERIFIED: &str =
    "FROM science_publications p WHERE p.year = $1 AND ($2::BIGINT IS NULL OR p.institution_id = $2) AND p.verification = 'VERIFIED'";
const RUNNING: &str = "FROM science_projects j WHERE ($2::BIGINT IS NULL OR j.institution_id = $2) \
     AND daterange(j.date_from, j.date_to, '[]') && daterange(make_date($1, 1, 1), make_date($1, 12, 31), '[]')";
/// Doctoral students of a year: admitted by then, and still studying or defended that year or later
/// (a record keeps no date of leaving, so one who left without a defence counts in no year).
const STUDYING: &str = "FROM science_doctoral_students d WHERE ($2::BIGINT IS NULL OR d.institution_id = $2) \
     AND d.admission_year <= $1 AND (d.status IN ('ACTIVE', 'ON_LEAVE') OR EXISTS (SELECT 1 FROM science_defences x \
     WHERE x.doctoral_student_id = d.id AND x.date >= make_date($1, 1, 1)))";
const DEFENDED: &str = "FROM science_defences f JOIN science_doctoral_students d ON d.id = f.doctoral_student_id \
     WHERE ($2::BIGINT IS NULL OR f.institution_id = $2) AND f.date BETWEEN make_date($1, 1, 1) AND make_date($1, 12, 31)";

/// Runs a statement of `key, n` rows with the year and the institution: the database's answer at
/// run time, or the statement's record in `statements()`.
type Counts<'a> = dyn FnMut(Statement) -> Result<Vec<Count>, AppError> + 'a;

fn counting(conn: &mut PgConnection, institution: Option<i64>, year: i16) -> impl FnMut(Statement) -> Result<Vec<Count>, AppError> + '_ {
    move |statement| {
        statement.query().bind::<Integer, _>(i32::from(year)).bind::<Nullable<BigInt>, _>(institution).load(conn).map_err(internal)
    }
}

/// `key, count(*)` grouped, in the order of the keys.
fn figures(counts: &mut Counts<'_>, key: &str, from: &str) -> Result<Vec<Figure>, AppError> {
    let statement = Statement::made(
        "science.report.figures",
        &["int4", "int8"],
        format!("SELECT {key} AS key, count(*) AS n {from} GROUP BY 1 ORDER BY 1"),
    );
    Ok(counts(statement)?.into_iter().map(|r| Figure { key: r.key, n: r.n }).collect())
}

fn one(counts: &mut Counts<'_>, condition: &str, from: &str) -> Result<i64, AppError> {
    let statement = Statement::made(
        "science.report.one",
        &["int4", "int8"],
        format!("SELECT '' AS key, count(*) FILTER (WHERE {condition}) AS n {from}"),
    );
    Ok(counts(statement)?.first().map_or(0, |r| r.n))
}

const FUNDING: Statement = Statement::new(
    "science.report.funding",
    &["int4", "int8"],
    "SELECT j.currency AS key, sum(f.amount)::BIGINT AS n FROM science_project_funding f JOIN science_projects j ON j.id = f.project_id \
     WHERE f.year = $1 AND ($2::BIGINT IS NULL OR j.institution_id = $2) GROUP BY 1 ORDER BY 1",
);

fn totals(counts: &mut Counts<'_>) -> Result<ScienceFigures, AppError> {
    let pending =
        "FROM science_publications p WHERE p.year = $1 AND ($2::BIGINT IS NULL OR p.institution_id = $2) AND p.verification = 'PENDING'";
    let funding = counts(FUNDING)?;
    Ok(ScienceFigures {
        publications_by_kind: figures(counts, "p.kind", VERIFIED)?,
        publications_by_sub_kind: figures(counts, "p.sub_kind", VERIFIED)?,
        publications_by_indexing: figures(counts, "unnest(p.indexing)", VERIFIED)?,
        publications_foreign: one(counts, "p.is_foreign", VERIFIED)?,
        publications_pending: one(counts, "TRUE", pending)?,
        projects_by_kind: figures(counts, "j.kind", RUNNING)?,
        projects_foreign: one(counts, "j.is_foreign", RUNNING)?,
        funding: funding
            .into_iter()
            .map(|r| Funding { currency: Currency::from_stored(&r.key), amount: Amount::from_stored(r.n) })
            .collect(),
        doctoral_students_by_kind: figures(counts, "d.kind", STUDYING)?,
        doctoral_students_by_form: figures(counts, "d.form", STUDYING)?,
        admitted: one(
            counts,
            "TRUE",
            "FROM science_doctoral_students d WHERE ($2::BIGINT IS NULL OR d.institution_id = $2) AND d.admission_year = $1",
        )?,
        defences_by_kind: figures(counts, "d.kind", DEFENDED)?,
    })
}

#[derive(QueryableByName)]
struct InstitutionRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = BigInt)]
    publications: i64,
    #[diesel(sql_type = BigInt)]
    international: i64,
    #[diesel(sql_type = BigInt)]
    projects: i64,
    #[diesel(sql_type = BigInt)]
    funding_uzs: i64,
    #[diesel(sql_type = BigInt)]
    doctoral_students: i64,
    #[diesel(sql_type = BigInt)]
    defences: i64,
}

/// Each institution with any figure of the year, by its Uzbek name.
static INSTITUTIONS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "science.report.institutions",
        &["int4", "int8"],
        format!(
            "WITH pub AS (SELECT p.institution_id, count(*) AS n, \
                             count(*) FILTER (WHERE p.indexing && ARRAY['SCOPUS', 'WEB_OF_SCIENCE']) AS international \
                      {VERIFIED} GROUP BY 1), \
              prj AS (SELECT j.institution_id, count(*) AS n {RUNNING} GROUP BY 1), \
              fund AS (SELECT j.institution_id, sum(f.amount)::BIGINT AS n FROM science_project_funding f \
                       JOIN science_projects j ON j.id = f.project_id \
                       WHERE f.year = $1 AND j.currency = 'UZS' AND ($2::BIGINT IS NULL OR j.institution_id = $2) GROUP BY 1), \
              doc AS (SELECT d.institution_id, count(*) AS n {STUDYING} GROUP BY 1), \
              def AS (SELECT f.institution_id, count(*) AS n {DEFENDED} GROUP BY 1), \
              touched AS (SELECT institution_id FROM pub UNION SELECT institution_id FROM prj UNION SELECT institution_id FROM fund \
                      UNION SELECT institution_id FROM doc UNION SELECT institution_id FROM def) \
         SELECT i.id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, coalesce(pub.n, 0) AS publications, \
                coalesce(pub.international, 0) AS international, coalesce(prj.n, 0) AS projects, coalesce(fund.n, 0) AS funding_uzs, \
                coalesce(doc.n, 0) AS doctoral_students, coalesce(def.n, 0) AS defences \
         FROM touched JOIN institutions i ON i.id = touched.institution_id \
         LEFT JOIN pub ON pub.institution_id = i.id LEFT JOIN prj ON prj.institution_id = i.id \
         LEFT JOIN fund ON fund.institution_id = i.id LEFT JOIN doc ON doc.institution_id = i.id \
         LEFT JOIN def ON def.institution_id = i.id \
         ORDER BY i.name_uz, i.id"
        ),
    )
});

fn institutions(conn: &mut PgConnection, institution: Option<i64>, year: i16) -> Result<Vec<InstitutionScience>, AppError> {
    let rows: Vec<InstitutionRow> =
        INSTITUTIONS.query().bind::<Integer, _>(i32::from(year)).bind::<Nullable<BigInt>, _>(institution).load(conn).map_err(internal)?;
    Ok(rows
        .into_iter()
        .map(|r| InstitutionScience {
            institution_id: InstitutionId::from_stored(r.id),
            name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
            publications: r.publications,
            international: r.international,
            projects: r.projects,
            funding_uzs: Amount::from_stored(r.funding_uzs),
            doctoral_students: r.doctoral_students,
            defences: r.defences,
        })
        .collect())
}

pub(super) fn report(conn: &mut PgConnection, institution: Option<InstitutionId>, year: i16) -> Result<ScienceReport, AppError> {
    let institution = institution.map(InstitutionId::get);
    let totals = totals(&mut counting(conn, institution, year))?;
    Ok(ScienceReport { totals, institutions: institutions(conn, institution, year)? })
}

/// The statements of the report, as `totals` makes them.
pub(crate) fn statements() -> Vec<Statement> {
    let mut all = vec![Statement::clone(&INSTITUTIONS)];
    let _ = totals(&mut |statement| {
        all.push(statement);
        Ok(Vec::new())
    });
    all
}

//! The science report: a year's figures grouped in the database, over the indexes of each filter.

use application::ports::{Figure, Funding, InstitutionScience, ScienceFigures, ScienceReport};
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Nullable, Text};
use domain::ids::InstitutionId;
use domain::multilingual::MultilingualName;
use domain::science::{Amount, Currency};

use crate::errors::internal;

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

fn counts(conn: &mut PgConnection, statement: &str, institution: Option<i64>, year: i16) -> Result<Vec<Count>, AppError> {
    diesel::sql_query(statement).bind::<Integer, _>(i32::from(year)).bind::<Nullable<BigInt>, _>(institution).load(conn).map_err(internal)
}

/// `key, count(*)` grouped, in the order of the keys.
fn figures(conn: &mut PgConnection, key: &str, from: &str, institution: Option<i64>, year: i16) -> Result<Vec<Figure>, AppError> {
    let rows = counts(conn, &format!("SELECT {key} AS key, count(*) AS n {from} GROUP BY 1 ORDER BY 1"), institution, year)?;
    Ok(rows.into_iter().map(|r| Figure { key: r.key, n: r.n }).collect())
}

fn one(conn: &mut PgConnection, condition: &str, from: &str, institution: Option<i64>, year: i16) -> Result<i64, AppError> {
    let rows = counts(conn, &format!("SELECT '' AS key, count(*) FILTER (WHERE {condition}) AS n {from}"), institution, year)?;
    Ok(rows.first().map_or(0, |r| r.n))
}

fn totals(conn: &mut PgConnection, institution: Option<i64>, year: i16) -> Result<ScienceFigures, AppError> {
    let pending =
        "FROM science_publications p WHERE p.year = $1 AND ($2::BIGINT IS NULL OR p.institution_id = $2) AND p.verification = 'PENDING'";
    let funding = counts(
        conn,
        "SELECT j.currency AS key, sum(f.amount)::BIGINT AS n FROM science_project_funding f JOIN science_projects j ON j.id = f.project_id \
         WHERE f.year = $1 AND ($2::BIGINT IS NULL OR j.institution_id = $2) GROUP BY 1 ORDER BY 1",
        institution,
        year,
    )?;
    Ok(ScienceFigures {
        publications_by_kind: figures(conn, "p.kind", VERIFIED, institution, year)?,
        publications_by_sub_kind: figures(conn, "p.sub_kind", VERIFIED, institution, year)?,
        publications_by_indexing: figures(conn, "unnest(p.indexing)", VERIFIED, institution, year)?,
        publications_foreign: one(conn, "p.is_foreign", VERIFIED, institution, year)?,
        publications_pending: one(conn, "TRUE", pending, institution, year)?,
        projects_by_kind: figures(conn, "j.kind", RUNNING, institution, year)?,
        projects_foreign: one(conn, "j.is_foreign", RUNNING, institution, year)?,
        funding: funding
            .into_iter()
            .map(|r| Funding { currency: Currency::from_stored(&r.key), amount: Amount::from_stored(r.n) })
            .collect(),
        doctoral_students_by_kind: figures(conn, "d.kind", STUDYING, institution, year)?,
        doctoral_students_by_form: figures(conn, "d.form", STUDYING, institution, year)?,
        admitted: one(
            conn,
            "TRUE",
            "FROM science_doctoral_students d WHERE ($2::BIGINT IS NULL OR d.institution_id = $2) AND d.admission_year = $1",
            institution,
            year,
        )?,
        defences_by_kind: figures(conn, "d.kind", DEFENDED, institution, year)?,
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
fn institutions(conn: &mut PgConnection, institution: Option<i64>, year: i16) -> Result<Vec<InstitutionScience>, AppError> {
    let statement = format!(
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
    );
    let rows: Vec<InstitutionRow> = diesel::sql_query(statement)
        .bind::<Integer, _>(i32::from(year))
        .bind::<Nullable<BigInt>, _>(institution)
        .load(conn)
        .map_err(internal)?;
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
    Ok(ScienceReport { totals: totals(conn, institution, year)?, institutions: institutions(conn, institution, year)? })
}

//! The reports' figures: sums over `list_counts` and `report_tallies`, which triggers keep
//! current in the transaction of every change, so that a national report reads counter rows,
//! never the 1.3 M students. The teacher report reads only the lessons of its page's teachers.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use application::ports::{
    DirectionCount, DirectionFigures, Figure, InstitutionFigures, RegionFigures, ReportQueries, StaffOrderField, StaffQueries, StaffQuery,
    StudentBreakdown, Summary, TallyFilter, TaughtLessons, TeacherActivity, TeacherActivityQuery,
};
use application::AppError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Date, Integer, Nullable, Text, Timestamptz};
use domain::actor::Scope;
use domain::ids::{DirectionId, GroupId, InstitutionId, StaffId, SubjectId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};

use crate::errors::internal;
use crate::groups::full_name;
use crate::statements::Statement;
use crate::store::PgStore;

#[derive(QueryableByName)]
struct Cut {
    #[diesel(sql_type = Text)]
    dimension: String,
    #[diesel(sql_type = Text)]
    key: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// The tallies' filter as the bind parameters `$1..$4` of the queries below.
const TALLY_WHERE: &str = "($1::BIGINT IS NULL OR t.institution_id = $1) AND ($2::BIGINT IS NULL OR t.edu_direction_id = $2) \
     AND ($3::INT IS NULL OR t.course = $3 OR t.entity = 'curriculum') AND ($4::TEXT IS NULL OR t.edu_form = $4)";

/// The types of `$1..$4` of `TALLY_WHERE`, as `bind_tally_filter!` binds them.
const TALLY_PARAMS: &[&str] = &["int8", "int8", "int4", "text"];

macro_rules! bind_tally_filter {
    ($query:expr, $filter:expr) => {
        $query
            .bind::<Nullable<BigInt>, _>($filter.institution.map(InstitutionId::get))
            .bind::<Nullable<BigInt>, _>($filter.edu_direction.map(DirectionId::get))
            .bind::<Nullable<Integer>, _>($filter.course)
            .bind::<Nullable<Text>, _>($filter.edu_form.as_deref())
    };
}

fn figures(cuts: &[Cut], dimension: &str) -> Vec<Figure> {
    cuts.iter().filter(|c| c.dimension == dimension).map(|c| Figure { key: c.key.clone(), n: c.n }).collect()
}

/// The directions of figures keyed by a direction's id, with their codes and names.
fn named_directions(conn: &mut PgConnection, figures: &[Figure]) -> Result<Vec<DirectionCount>, AppError> {
    use crate::schema::edu_directions as d;
    let ids: Vec<i64> = figures.iter().filter_map(|f| f.key.parse().ok()).collect();
    let names: Vec<(i64, String, String, String, String, String)> = d::table
        .filter(d::id.eq_any(&ids))
        .order((d::code.asc(), d::id.asc()))
        .select((d::id, d::code, d::name_uz, d::name_uz_cyrl, d::name_ru, d::name_en))
        .load(conn)
        .map_err(internal)?;
    Ok(names
        .into_iter()
        .map(|(id, code, uz, uz_cyrl, ru, en)| DirectionCount {
            id: DirectionId::from_stored(id),
            code,
            name: MultilingualName::from_stored(uz, uz_cyrl, ru, en),
            n: figures.iter().find(|f| f.key == id.to_string()).map_or(0, |f| f.n),
        })
        .collect())
}

#[derive(QueryableByName)]
struct CourseCount {
    #[diesel(sql_type = Integer)]
    course: i32,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

const STUDENTS_BY_COURSE: Statement = Statement::new(
    "reports.students_by_course",
    &["int8"],
    "SELECT course, sum(n)::BIGINT AS n FROM report_tallies \
     WHERE entity = 'student' AND ($1::BIGINT IS NULL OR institution_id = $1) \
     GROUP BY course HAVING sum(n) <> 0 ORDER BY course",
);

/// The students of one institution (or all) by course, on the connection already held.
fn students_by_course(conn: &mut PgConnection, institution: Option<InstitutionId>) -> QueryResult<Vec<Figure>> {
    let rows: Vec<CourseCount> = STUDENTS_BY_COURSE.query().bind::<Nullable<BigInt>, _>(institution.map(InstitutionId::get)).load(conn)?;
    Ok(rows.into_iter().map(|r| Figure { key: r.course.to_string(), n: r.n }).collect())
}

#[derive(QueryableByName)]
struct Counted {
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    entity: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

const COUNTERS: Statement = Statement::new(
    "reports.counters",
    &["int8[]"],
    "SELECT coalesce(institution_id, 0) AS institution_id, entity, coalesce(status, '') AS status, coalesce(kind, '') AS kind, \
     sum(n)::BIGINT AS n \
     FROM list_counts \
     WHERE entity IN ('student', 'edu_group', 'staff', 'curriculum') AND ($1::BIGINT[] IS NULL OR institution_id = ANY($1)) \
     GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0",
);

/// The counters of the institutions (all of them for `None`), by entity, status and kind.
fn counters(conn: &mut PgConnection, institutions: Option<&[i64]>) -> QueryResult<Vec<Counted>> {
    COUNTERS.query().bind::<Nullable<Array<BigInt>>, _>(institutions).load(conn)
}

/// Sums of counters of one institution (or all) and one entity, by status.
fn by_status<'a>(counted: impl Iterator<Item = &'a Counted>, entity: &str) -> Vec<Figure> {
    let mut sums: BTreeMap<&str, i64> = BTreeMap::new();
    for c in counted.filter(|c| c.entity == entity) {
        *sums.entry(c.status.as_str()).or_default() += c.n;
    }
    sums.into_iter().filter(|(_, n)| *n != 0).map(|(key, n)| Figure { key: key.to_string(), n }).collect()
}

fn sum<'a>(counted: impl Iterator<Item = &'a Counted>, entity: &str, kind: Option<&str>) -> i64 {
    counted.filter(|c| c.entity == entity && kind.is_none_or(|k| c.kind == k)).map(|c| c.n).sum()
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
    #[diesel(sql_type = Text)]
    region: String,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct DirectionCut {
    #[diesel(sql_type = BigInt)]
    edu_direction_id: i64,
    #[diesel(sql_type = Text)]
    code: String,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = Text)]
    entity: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[derive(QueryableByName)]
struct Taught {
    #[diesel(sql_type = BigInt)]
    teacher_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = BigInt)]
    lessons_held: i64,
    #[diesel(sql_type = BigInt)]
    topics_entered: i64,
}

/// The lessons each teacher held by group and subject between `$2` and `$3`: the dates of each
/// weekly lesson's weekday in its span and the period, but the skipped ones; and how many of
/// those have a topic recorded.
const TAUGHT: Statement = Statement::new(
    "reports.taught",
    &["int8[]", "date", "date"],
    "\
SELECT l.teacher_id, l.edu_group_id, g.name AS group_name, l.edu_subject_id, s.name_uz, s.name_uz_cyrl, s.name_ru, s.name_en, \
       sum(held.n)::BIGINT AS lessons_held, sum(held.topics)::BIGINT AS topics_entered \
FROM schedule_lessons l \
JOIN edu_groups g ON g.id = l.edu_group_id \
JOIN edu_subjects s ON s.id = l.edu_subject_id \
CROSS JOIN LATERAL ( \
    SELECT count(*) AS n, \
           count(*) FILTER (WHERE EXISTS (SELECT 1 FROM lesson_topics t WHERE t.schedule_lesson_id = l.id AND t.date = d.day)) AS topics \
    FROM (SELECT day::DATE AS day FROM generate_series(greatest(l.start_date, $2), least(l.end_date, $3), INTERVAL '1 day') AS day) d \
    WHERE extract(isodow FROM d.day) = l.weekday \
      AND NOT EXISTS (SELECT 1 FROM schedule_lesson_skips k WHERE k.schedule_lesson_id = l.id AND k.date = d.day) \
) held \
WHERE l.teacher_id = ANY($1) AND l.deleted_at IS NULL AND l.start_date <= $3 AND l.end_date >= $2 \
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 \
ORDER BY 3, 5",
);

#[derive(QueryableByName)]
struct LastLogin {
    #[diesel(sql_type = BigInt)]
    staff_id: i64,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    last_login_at: Option<DateTime<Utc>>,
}

#[derive(QueryableByName)]
struct Planned {
    #[diesel(sql_type = BigInt)]
    teacher_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[derive(QueryableByName)]
struct RegionRow {
    #[diesel(sql_type = Text)]
    region: String,
    #[diesel(sql_type = BigInt)]
    institutions: i64,
    #[diesel(sql_type = BigInt)]
    students: i64,
    #[diesel(sql_type = BigInt)]
    teachers: i64,
}

const LAST_LOGINS: Statement = Statement::new(
    "reports.last_logins",
    &["int8[]"],
    "SELECT s.id AS staff_id, u.last_login_at FROM staffs s JOIN citizens c ON c.id = s.citizen_id \
     JOIN users u ON u.pinfl = c.pinfl AND u.deleted_at IS NULL WHERE s.id = ANY($1)",
);

const PLANNED: Statement = Statement::new(
    "reports.planned",
    &["int8[]"],
    "SELECT teacher_id, edu_subject_id, count(*)::BIGINT AS n FROM teacher_topics WHERE teacher_id = ANY($1) GROUP BY 1, 2",
);

/// The students' figures of the tallies under the filter, by each dimension.
static BREAKDOWN: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "reports.breakdown",
        TALLY_PARAMS,
        format!(
            "SELECT CASE WHEN GROUPING(t.status) = 0 THEN 'status' WHEN GROUPING(t.course) = 0 THEN 'course' \
                         WHEN GROUPING(t.gender) = 0 THEN 'gender' WHEN GROUPING(t.edu_form) = 0 THEN 'edu_form' \
                         ELSE 'direction' END AS dimension, \
                    coalesce(t.status, t.course::TEXT, t.gender::TEXT, t.edu_form, t.edu_direction_id::TEXT) AS key, \
                    sum(t.n)::BIGINT AS n \
             FROM report_tallies t WHERE t.entity = 'student' AND {TALLY_WHERE} \
             GROUP BY GROUPING SETS ((t.status), (t.course), (t.gender), (t.edu_form), (t.edu_direction_id)) \
             HAVING sum(t.n) <> 0"
        ),
    )
});

impl ReportQueries for PgStore {
    fn student_breakdown(&self, filter: &TallyFilter) -> Result<StudentBreakdown, AppError> {
        let mut conn = self.lagging_conn()?;
        let mut cuts: Vec<Cut> = bind_tally_filter!(BREAKDOWN.query(), filter).load(&mut conn).map_err(internal)?;
        // Numbers in their numeric order.
        cuts.sort_by_key(|c| (c.dimension.clone(), c.key.parse::<i64>().ok(), c.key.clone()));
        Ok(StudentBreakdown {
            by_status: figures(&cuts, "status"),
            by_course: figures(&cuts, "course"),
            by_gender: figures(&cuts, "gender"),
            by_edu_form: figures(&cuts, "edu_form"),
            directions: named_directions(&mut conn, &figures(&cuts, "direction"))?,
        })
    }

    fn institution_figures(&self, scope: Scope, region: Option<String>, page: PageRequest) -> Result<Page<InstitutionFigures>, AppError> {
        if let Some(national) = self.national.get().filter(|_| scope == Scope::Everywhere) {
            return Ok(national.institutions(region.as_deref(), page));
        }
        institutions_of(&mut *self.lagging_conn()?, scope, region, page)
    }

    fn direction_figures(&self, filter: &TallyFilter) -> Result<Page<DirectionFigures>, AppError> {
        if let Some(national) = self.national.get().filter(|_| *filter == TallyFilter::default()) {
            return Ok(national.directions());
        }
        directions_of(&mut *self.lagging_conn()?, filter)
    }

    fn teacher_activity(&self, query: &TeacherActivityQuery) -> Result<Page<TeacherActivity>, AppError> {
        let teachers = StaffQueries::list(
            self,
            &StaffQuery {
                scope: query.scope,
                institution_id: query.institution,
                status: None,
                position_id: None,
                teachers_only: true,
                edu_subject_id: None,
                indexed_publications_year: None,
                search: query.search.clone(),
                ordering: Ordering { field: StaffOrderField::FullName, descending: false },
                page: query.page,
            },
        )?;
        let ids: Vec<i64> = teachers.items.iter().map(|t| t.id.get()).collect();
        let mut conn = self.lagging_conn()?;
        let taught: Vec<Taught> = TAUGHT
            .query()
            .bind::<Array<BigInt>, _>(&ids)
            .bind::<Date, _>(query.period.start())
            .bind::<Date, _>(query.period.end())
            .load(&mut conn)
            .map_err(internal)?;
        let logins: Vec<LastLogin> = LAST_LOGINS.query().bind::<Array<BigInt>, _>(&ids).load(&mut conn).map_err(internal)?;
        let planned: Vec<Planned> = PLANNED.query().bind::<Array<BigInt>, _>(&ids).load(&mut conn).map_err(internal)?;
        Ok(teachers.map(|member| {
            let id = member.id.get();
            let person = &member.citizen.details;
            TeacherActivity {
                staff_id: StaffId::from_stored(id),
                full_name: full_name(&person.last_name, &person.first_name, &person.middle_name),
                institution_name: member.institution_name,
                last_login_at: logins.iter().find(|l| l.staff_id == id).and_then(|l| l.last_login_at),
                taught: taught
                    .iter()
                    .filter(|t| t.teacher_id == id)
                    .map(|t| TaughtLessons {
                        edu_group_id: GroupId::from_stored(t.edu_group_id),
                        group_name: t.group_name.clone(),
                        edu_subject_id: SubjectId::from_stored(t.edu_subject_id),
                        subject_name: MultilingualName::from_stored(
                            t.name_uz.clone(),
                            t.name_uz_cyrl.clone(),
                            t.name_ru.clone(),
                            t.name_en.clone(),
                        ),
                        lessons_held: t.lessons_held,
                        topics_entered: t.topics_entered,
                    })
                    .collect(),
                planned_topics: planned
                    .iter()
                    .filter(|p| p.teacher_id == id)
                    .map(|p| (SubjectId::from_stored(p.edu_subject_id), p.n))
                    .collect(),
            }
        }))
    }

    fn summary(&self, institution: Option<InstitutionId>) -> Result<Summary, AppError> {
        if let Some(national) = self.national.get().filter(|_| institution.is_none()) {
            return Ok(Summary { prepared_at: Some(national.at), ..national.summary.clone() });
        }
        summary_of(&mut *self.lagging_conn()?, institution)
    }
}

const INSTITUTIONS: Statement = Statement::new(
    "reports.institutions",
    &["int8", "text", "int8", "int8"],
    "SELECT id, name_uz, name_uz_cyrl, name_ru, name_en, region, count(*) OVER ()::BIGINT AS total FROM institutions \
     WHERE ($1::BIGINT IS NULL OR id = $1) AND ($2::TEXT IS NULL OR region = $2) \
     ORDER BY name_uz, id LIMIT $3 OFFSET $4",
);

/// A page of institutions of the scope (by name) with their figures, read now.
pub(crate) fn institutions_of(
    conn: &mut PgConnection,
    scope: Scope,
    region: Option<String>,
    page: PageRequest,
) -> Result<Page<InstitutionFigures>, AppError> {
    let only = match scope {
        Scope::Everywhere => None,
        Scope::Institution(id) => Some(id.get()),
        Scope::Nowhere => return Ok(Page::exact(vec![], 0)),
    };
    // 400 institutions: their page and its total in one statement (a page past the end
    // counts them apart).
    let listed = |limit: i64, offset: i64, conn: &mut PgConnection| -> QueryResult<Vec<InstitutionRow>> {
        INSTITUTIONS
            .query()
            .bind::<Nullable<BigInt>, _>(only)
            .bind::<Nullable<Text>, _>(region.as_deref())
            .bind::<BigInt, _>(limit)
            .bind::<BigInt, _>(offset)
            .load(conn)
    };
    let rows = listed(page.limit(), page.offset(), conn).map_err(internal)?;
    let total = match rows.first() {
        Some(row) => row.total,
        None if page.page() == 1 => 0,
        None => listed(1, 0, conn).map_err(internal)?.first().map_or(0, |r| r.total),
    };
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let counted = counters(conn, Some(&ids)).map_err(internal)?;
    let items = rows
        .into_iter()
        .map(|row| {
            let own = || counted.iter().filter(move |c| c.institution_id == row.id);
            InstitutionFigures {
                institution_id: InstitutionId::from_stored(row.id),
                name: MultilingualName::from_stored(
                    row.name_uz.clone(),
                    row.name_uz_cyrl.clone(),
                    row.name_ru.clone(),
                    row.name_en.clone(),
                ),
                region: row.region.clone(),
                students_by_status: by_status(own(), "student"),
                groups: sum(own(), "edu_group", None),
                teachers: sum(own(), "staff", Some("true")),
                staff: sum(own(), "staff", None),
                curricula_by_status: by_status(own(), "curriculum"),
            }
        })
        .collect();
    Ok(Page::exact(items, total))
}

static DIRECTIONS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "reports.directions",
        TALLY_PARAMS,
        format!(
        "SELECT t.edu_direction_id, d.code, d.name_uz, d.name_uz_cyrl, d.name_ru, d.name_en, t.entity, t.status, sum(t.n)::BIGINT AS n \
             FROM report_tallies t JOIN edu_directions d ON d.id = t.edu_direction_id \
             WHERE {TALLY_WHERE} \
             GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(t.n) <> 0 ORDER BY d.code, 1, 7, 8"),
    )
});

/// Every direction with figures under the filter, by code, read now.
pub(crate) fn directions_of(conn: &mut PgConnection, filter: &TallyFilter) -> Result<Page<DirectionFigures>, AppError> {
    let cuts: Vec<DirectionCut> = bind_tally_filter!(DIRECTIONS.query(), filter).load(conn).map_err(internal)?;
    let mut directions: Vec<DirectionFigures> = Vec::new();
    for cut in cuts {
        if directions.last().is_none_or(|d| d.edu_direction_id.get() != cut.edu_direction_id) {
            directions.push(DirectionFigures {
                edu_direction_id: DirectionId::from_stored(cut.edu_direction_id),
                code: cut.code.clone(),
                name: MultilingualName::from_stored(
                    cut.name_uz.clone(),
                    cut.name_uz_cyrl.clone(),
                    cut.name_ru.clone(),
                    cut.name_en.clone(),
                ),
                students_by_status: vec![],
                groups: 0,
                curricula_by_status: vec![],
            });
        }
        let Some(direction) = directions.last_mut() else { continue };
        let figure = Figure { key: cut.status, n: cut.n };
        match cut.entity.as_str() {
            "student" => direction.students_by_status.push(figure),
            "edu_group" => direction.groups += figure.n,
            "curriculum" => direction.curricula_by_status.push(figure),
            _ => {}
        }
    }
    let count = directions.len() as i64;
    Ok(Page::exact(directions, count))
}

const SUMMARY: Statement = Statement::new(
    "reports.summary",
    &[],
    "SELECT i.region, count(*)::BIGINT AS institutions, coalesce(sum(c.students), 0)::BIGINT AS students, \
     coalesce(sum(c.teachers), 0)::BIGINT AS teachers \
     FROM institutions i LEFT JOIN ( \
     SELECT institution_id, sum(n) FILTER (WHERE entity = 'student' AND status = 'ACTIVE') AS students, \
     sum(n) FILTER (WHERE entity = 'staff' AND kind = 'true') AS teachers \
     FROM list_counts WHERE entity IN ('student', 'staff') GROUP BY institution_id \
     ) c ON c.institution_id = i.id \
     GROUP BY i.region ORDER BY i.region",
);

/// The dashboard's figures of one institution or (`None`) of the whole country, read now.
pub(crate) fn summary_of(conn: &mut PgConnection, institution: Option<InstitutionId>) -> Result<Summary, AppError> {
    let only = institution.map(|id| vec![id.get()]);
    let counted = counters(conn, only.as_deref()).map_err(internal)?;
    let by_course = students_by_course(conn, institution).map_err(internal)?;
    let regions: Vec<RegionRow> = if institution.is_some() { vec![] } else { SUMMARY.query().load(conn).map_err(internal)? };
    let institutions = match institution {
        Some(_) => 1,
        None => regions.iter().map(|r| r.institutions).sum(),
    };
    Ok(Summary {
        institutions,
        students_by_status: by_status(counted.iter(), "student"),
        students_by_course: by_course,
        groups: sum(counted.iter(), "edu_group", None),
        teachers: sum(counted.iter(), "staff", Some("true")),
        staff: sum(counted.iter(), "staff", None),
        curricula_by_status: by_status(counted.iter(), "curriculum"),
        regions: regions
            .into_iter()
            .map(|r| RegionFigures { region: r.region, institutions: r.institutions, students: r.students, teachers: r.teachers })
            .collect(),
        prepared_at: None,
    })
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![
        TAUGHT,
        Statement::clone(&BREAKDOWN),
        Statement::clone(&DIRECTIONS),
        STUDENTS_BY_COURSE,
        COUNTERS,
        LAST_LOGINS,
        PLANNED,
        INSTITUTIONS,
        SUMMARY,
    ]
}

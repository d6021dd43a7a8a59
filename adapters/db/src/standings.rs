//! The kept standings (decided results) and the academic debts lists read from them.

use std::collections::BTreeMap;

use application::ports::{
    AcademicDebtLevel, AcademicDebtQuery, AcademicDebtRow, AcademicDebts, SemesterSums, Standing, StandingQueries, StandingRepository,
    UnpassedSubject,
};
use application::AppError;
use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Date, Int4, Nullable, SmallInt, Text};
use domain::actor::Scope;
use domain::ids::{CurriculumId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest, Total};

use crate::errors::internal;
use crate::schema::{academic_standings, academic_standings_built};
use crate::statements::{Query, Statement};
use crate::store::PgStore;
use crate::unit_of_work::PgTransaction;

const RESCHEDULE: Statement = Statement::new(
    "standings.reschedule",
    &["int8", "int4"],
    "UPDATE academic_standings SET decided_from = exam_date + ($2::INT + 1) \
     WHERE institution_id = $1 AND exam_date IS NOT NULL",
);

const SUMS: Statement = Statement::new(
    "standings.sums",
    &["int8[]", "int8", "date"],
    "SELECT student_id, semester_number::INT AS semester, \
            coalesce(sum(credits * grade) FILTER (WHERE grade IS NOT NULL), 0)::BIGINT AS weighted, \
            coalesce(sum(credits) FILTER (WHERE grade IS NOT NULL), 0)::BIGINT AS credits, \
            count(*) FILTER (WHERE NOT passed) AS debts \
     FROM academic_standings WHERE student_id = ANY($1) AND curriculum_id = $2 AND decided_from <= $3 \
     GROUP BY student_id, semester_number ORDER BY student_id, semester_number",
);

const UNPASSED: Statement = Statement::new(
    "standings.unpassed",
    &["int8[]", "date"],
    "SELECT a.student_id, a.semester_number, a.edu_subject_id, e.code, e.name_uz, e.name_uz_cyrl, e.name_ru, e.name_en, a.attempt \
     FROM academic_standings a JOIN edu_subjects e ON e.id = a.edu_subject_id \
     WHERE a.student_id = ANY($1) AND NOT a.passed AND a.studying AND a.decided_from <= $2 \
     ORDER BY a.student_id, a.semester_number, e.code",
);

impl StandingRepository for PgTransaction<'_> {
    fn replace(
        &mut self,
        curriculum: CurriculumId,
        institution: InstitutionId,
        students: &[StudentId],
        semester: Option<i32>,
        standings: &[Standing],
    ) -> Result<Vec<(StudentId, i32, EduSubjectId)>, AppError> {
        let ids: Vec<i64> = students.iter().map(|s| s.get()).collect();
        let mut gone = diesel::delete(academic_standings::table)
            .filter(academic_standings::curriculum_id.eq(curriculum.get()))
            .filter(academic_standings::student_id.eq_any(ids))
            .into_boxed();
        if let Some(semester) = semester {
            gone = gone.filter(academic_standings::semester_number.eq(semester as i16));
        }
        let replaced: Vec<(i64, i16, i64, bool)> = gone
            .returning((
                academic_standings::student_id,
                academic_standings::semester_number,
                academic_standings::edu_subject_id,
                academic_standings::passed,
            ))
            .get_results(self.conn)
            .map_err(internal)?;
        let debts = replaced
            .into_iter()
            .filter(|(_, _, _, passed)| !passed)
            .map(|(student, semester, subject, _)| {
                (StudentId::from_stored(student), i32::from(semester), EduSubjectId::from_stored(subject))
            })
            .collect();
        if standings.is_empty() {
            return Ok(debts);
        }
        let rows: Vec<_> = standings
            .iter()
            .map(|s| {
                (
                    academic_standings::student_id.eq(s.student.get()),
                    academic_standings::curriculum_id.eq(curriculum.get()),
                    academic_standings::semester_number.eq(s.semester as i16),
                    academic_standings::edu_subject_id.eq(s.subject.get()),
                    academic_standings::institution_id.eq(institution.get()),
                    academic_standings::passed.eq(s.passed),
                    academic_standings::grade.eq(s.grade.map(i16::from)),
                    academic_standings::credits.eq(i16::from(s.credits)),
                    academic_standings::attempt.eq(s.attempt as i16),
                    academic_standings::decided_from.eq(s.decided_from),
                    academic_standings::exam_date.eq(s.exam_date),
                )
            })
            .collect();
        // Rows of up to 11 values each: well within the 65 535 parameters of one statement.
        for chunk in rows.chunks(5000) {
            diesel::insert_into(academic_standings::table).values(chunk).execute(self.conn).map_err(internal)?;
        }
        Ok(debts)
    }

    fn reschedule(&mut self, institution: InstitutionId, days: u8) -> Result<(), AppError> {
        RESCHEDULE.query().bind::<BigInt, _>(institution.get()).bind::<Int4, _>(i32::from(days)).execute(self.conn).map_err(internal)?;
        Ok(())
    }

    fn sums(&mut self, students: &[StudentId], curriculum: CurriculumId, today: NaiveDate) -> Result<Vec<SemesterSums>, AppError> {
        let ids: Vec<i64> = students.iter().map(|s| s.get()).collect();
        let rows: Vec<SumRow> = SUMS
            .query()
            .bind::<Array<BigInt>, _>(ids)
            .bind::<BigInt, _>(curriculum.get())
            .bind::<Date, _>(today)
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| SemesterSums {
                student: StudentId::from_stored(r.student_id),
                semester: r.semester,
                weighted: r.weighted,
                credits: r.credits,
                debts: r.debts,
            })
            .collect())
    }

    fn built(&mut self) -> Result<bool, AppError> {
        let rows: i64 = academic_standings_built::table.count().get_result(self.conn).map_err(internal)?;
        Ok(rows > 0)
    }

    fn students_by_group(&mut self) -> Result<Vec<(GroupId, Vec<StudentId>)>, AppError> {
        use crate::schema::students;
        let rows: Vec<(i64, i64)> = students::table
            .filter(students::deleted_at.is_null())
            .select((students::edu_group_id, students::id))
            .order((students::edu_group_id, students::id))
            .load(self.conn)
            .map_err(internal)?;
        let mut groups: Vec<(GroupId, Vec<StudentId>)> = Vec::new();
        for (group, student) in rows {
            let group = GroupId::from_stored(group);
            match groups.last_mut() {
                Some((last, ids)) if *last == group => ids.push(StudentId::from_stored(student)),
                _ => groups.push((group, vec![StudentId::from_stored(student)])),
            }
        }
        Ok(groups)
    }

    fn mark_built(&mut self) -> Result<(), AppError> {
        diesel::insert_into(academic_standings_built::table)
            .values(academic_standings_built::singleton.eq(true))
            .on_conflict_do_nothing()
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }
}

#[derive(QueryableByName)]
struct SumRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Int4)]
    semester: i32,
    #[diesel(sql_type = BigInt)]
    weighted: i64,
    #[diesel(sql_type = BigInt)]
    credits: i64,
    #[diesel(sql_type = BigInt)]
    debts: i64,
}

/// The debts of the filter as a sub-query of (student_id, institution_id, edu_group_id, debts) after
/// `head`: the decided unpassed results of the students studying by their curriculum, from the
/// debts index.
fn debtors(query: &AcademicDebtQuery, head: Query) -> Query {
    let course = if query.course.is_some() { " JOIN edu_groups g ON g.id = a.edu_group_id" } else { "" };
    let mut q = head
        .sql(&format!(
            "SELECT a.student_id, a.institution_id, a.edu_group_id, count(*) AS debts FROM academic_standings a{course} \
             WHERE NOT a.passed AND a.studying AND a.decided_from <= "
        ))
        .bind::<Date, _>(query.today);
    q = match query.scope {
        Scope::Everywhere => q,
        Scope::Institution(own) => q.sql(" AND a.institution_id = ").bind::<BigInt, _>(own.get()),
        Scope::Nowhere => q.sql(" AND FALSE"),
    };
    if let Some(institution) = query.institution_id {
        q = q.sql(" AND a.institution_id = ").bind::<BigInt, _>(institution.get());
    }
    if let Some(group) = query.edu_group_id {
        q = q.sql(" AND a.edu_group_id = ").bind::<BigInt, _>(group.get());
    }
    if let Some(course) = query.course {
        q = q.sql(" AND g.course = ").bind::<Int4, _>(course);
    }
    q.sql(" GROUP BY a.student_id, a.institution_id, a.edu_group_id")
}

/// A row of the page with the sums of every debtor of the query beside it; a page past the end is
/// one row of the sums alone.
#[derive(QueryableByName)]
struct DebtRow {
    #[diesel(sql_type = BigInt)]
    total_rows: i64,
    #[diesel(sql_type = BigInt)]
    total_students: i64,
    #[diesel(sql_type = BigInt)]
    total_debts: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    student_name: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    group_id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    group_name: Option<String>,
    #[diesel(sql_type = Nullable<Int4>)]
    course: Option<i32>,
    #[diesel(sql_type = Nullable<BigInt>)]
    institution_id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    name_uz: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    name_uz_cyrl: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    name_ru: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    name_en: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    students: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    debts: Option<i64>,
}

impl DebtRow {
    /// The page's row this row carries; none on the one row of a page past the end.
    fn on_page(self) -> Option<AcademicDebtRow> {
        Some(AcademicDebtRow {
            id: self.id?,
            student_name: self.student_name,
            group: match (self.group_id, self.group_name, self.course) {
                (Some(id), Some(name), Some(course)) => Some((GroupId::from_stored(id), name, course)),
                _ => None,
            },
            institution_id: InstitutionId::from_stored(self.institution_id?),
            institution_name: MultilingualName::from_stored(self.name_uz?, self.name_uz_cyrl?, self.name_ru?, self.name_en?),
            students: self.students?,
            debts: self.debts?,
            subjects: Vec::new(),
        })
    }
}

#[derive(QueryableByName)]
struct SubjectRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = SmallInt)]
    semester_number: i16,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
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
    #[diesel(sql_type = SmallInt)]
    attempt: i16,
}

/// The debtors of the query gathered once: their sums, and its page of rows with their names
/// beside them. The page is chosen from the index alone; names are read for its rows only.
fn debt_query(query: &AcademicDebtQuery) -> Query {
    let level_rows = match query.level {
        AcademicDebtLevel::Student => "count(*)",
        AcademicDebtLevel::Institution => "count(DISTINCT institution_id)",
    };
    let (page, order) = match query.level {
        AcademicDebtLevel::Student => (
            "SELECT d.student_id AS id, d.institution_id, d.edu_group_id, 1::BIGINT AS students, d.debts FROM d \
             ORDER BY d.debts DESC, d.edu_group_id, d.student_id",
            "n.debts DESC, n.group_id, n.id",
        ),
        AcademicDebtLevel::Institution => (
            "SELECT d.institution_id AS id, d.institution_id, NULL::BIGINT AS edu_group_id, count(*) AS students, \
                    sum(d.debts)::BIGINT AS debts FROM d GROUP BY d.institution_id ORDER BY students DESC, d.institution_id",
            "n.students DESC, n.id",
        ),
    };
    debtors(query, Query::new("standings.debts", "WITH d AS MATERIALIZED ("))
        .sql(&format!(
            "), sums AS (SELECT {level_rows} AS total_rows, count(*) AS total_students, coalesce(sum(debts), 0)::BIGINT AS total_debts FROM d) \
             SELECT sums.*, n.* FROM sums LEFT JOIN (SELECT p.id, CASE WHEN p.edu_group_id IS NULL THEN NULL \
                    ELSE trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name) END AS student_name, \
                    g.id AS group_id, g.name AS group_name, g.course, p.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, \
                    p.students, p.debts FROM ({page} LIMIT "
        ))
        .bind::<BigInt, _>(query.page.limit())
        .sql(" OFFSET ")
        .bind::<BigInt, _>(query.page.offset())
        .sql(&format!(
            ") p JOIN institutions i ON i.id = p.institution_id LEFT JOIN edu_groups g ON g.id = p.edu_group_id \
             LEFT JOIN students s ON s.id = p.id AND p.edu_group_id IS NOT NULL LEFT JOIN citizens c ON c.id = s.citizen_id) n ON TRUE \
             ORDER BY {order}"
        ))
}

pub(crate) fn statements() -> Vec<Statement> {
    let mut all = vec![RESCHEDULE, SUMS, UNPASSED];
    for level in [AcademicDebtLevel::Student, AcademicDebtLevel::Institution] {
        for scope in crate::statements::scopes() {
            for has in crate::statements::condition_sets(3) {
                let query = AcademicDebtQuery {
                    scope,
                    level,
                    institution_id: has(0).then(|| InstitutionId::from_stored(1)),
                    edu_group_id: has(1).then(|| GroupId::from_stored(1)),
                    course: has(2).then_some(1),
                    today: NaiveDate::default(),
                    page: PageRequest::largest(),
                };
                all.push(debt_query(&query).statement());
            }
        }
    }
    all
}

impl StandingQueries for PgStore {
    fn academic_debts(&self, query: &AcademicDebtQuery) -> Result<AcademicDebts, AppError> {
        let mut conn = self.conn()?;
        let found: Vec<DebtRow> = debt_query(query).q.load(&mut *conn).map_err(internal)?;
        let (total_rows, students, debts) = found.first().map_or((0, 0, 0), |r| (r.total_rows, r.total_students, r.total_debts));
        let rows: Vec<AcademicDebtRow> = found.into_iter().filter_map(DebtRow::on_page).collect();
        let mut subjects: BTreeMap<i64, Vec<UnpassedSubject>> = BTreeMap::new();
        if query.level == AcademicDebtLevel::Student && !rows.is_empty() {
            let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
            let found: Vec<SubjectRow> =
                UNPASSED.query().bind::<Array<BigInt>, _>(ids).bind::<Date, _>(query.today).load(&mut *conn).map_err(internal)?;
            for s in found {
                subjects.entry(s.student_id).or_default().push(UnpassedSubject {
                    semester: i32::from(s.semester_number),
                    subject: EduSubjectId::from_stored(s.edu_subject_id),
                    code: s.code,
                    name: MultilingualName::from_stored(s.name_uz, s.name_uz_cyrl, s.name_ru, s.name_en),
                    attempt: i32::from(s.attempt),
                });
            }
        }
        let rows = rows
            .into_iter()
            .map(|row| {
                // A row with no subjects listed has none in the map.
                let subjects = subjects.remove(&row.id).unwrap_or_default();
                AcademicDebtRow { subjects, ..row }
            })
            .collect();
        Ok(AcademicDebts { rows: Page::new(rows, Total::Exact(total_rows)), students, debts })
    }
}

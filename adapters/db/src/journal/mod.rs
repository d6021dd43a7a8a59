//! The teaching journal: rolls, the counts they move, excuses, thresholds and journal settings.

mod codes;
pub(crate) mod rolls;
mod settings;

pub(crate) use settings::of as settings_of;

use crate::stored;
use std::collections::BTreeMap;

use application::ports::{
    Excuse, JournalLine, JournalRepository, LessonSetting, Lock, NewExcuse, RosterStudent, StoredRoll, StudentRoll, ThresholdQuery,
    ThresholdRow,
};
use application::AppError;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Date, Integer, Nullable, SmallInt, Text, Timestamptz};
use domain::actor::Scope;
use domain::curriculum::RatingType;
use domain::ids::{CurriculumId, EduSubjectId, ExcuseId, GroupId, InstitutionId, ScheduleId, StudentId};
use domain::journal::{JournalSettings, Roll, Tally, HOURS_PER_LESSON};
use domain::paging::{Page, PageRequest};
use domain::portal::LessonLine;
use domain::schedule::DateSpan;
use domain::version::Version;

use crate::assessment::StoredPlan;
use crate::errors::internal;
use crate::rows::{CountRow, FoundRow, IdRow};
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;
use std::sync::LazyLock;

/// A student's full name as every list writes it.
pub(crate) const FULL_NAME: &str = "concat_ws(' ', c.last_name, c.first_name, NULLIF(c.middle_name, ''))";

/// The semester of a group's lesson on `{date}`: its current one when that semester's dates hold the
/// date (groups of several years study by one curriculum, whose semesters' dates are one cohort's),
/// else the latest semester whose dates hold it (a roll corrected after the group moved on), else
/// its current one.
const SEMESTER_ON: &str = "COALESCE((SELECT cs.semester_number FROM curriculum_semesters cs WHERE cs.curriculum_id = g.curriculum_id \
     AND {date} BETWEEN cs.start_date AND cs.end_date \
     ORDER BY cs.semester_number = g.current_semester DESC, cs.semester_number DESC LIMIT 1), g.current_semester)";

fn semester_on(date: &str) -> String {
    SEMESTER_ON.replace("{date}", date)
}

#[derive(QueryableByName)]
struct SettingRow {
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    curriculum_id: i64,
    #[diesel(sql_type = Text)]
    rating_type: String,
    #[diesel(sql_type = Integer)]
    semester: i32,
    #[diesel(sql_type = Nullable<Text>)]
    marking_system: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    final_form: Option<String>,
    #[diesel(sql_type = Nullable<SmallInt>)]
    credits: Option<i16>,
    #[diesel(sql_type = Nullable<SmallInt>)]
    current_max: Option<i16>,
    #[diesel(sql_type = Nullable<SmallInt>)]
    midterm_max: Option<i16>,
    #[diesel(sql_type = Nullable<SmallInt>)]
    final_max: Option<i16>,
    #[diesel(sql_type = Nullable<Bool>)]
    current_entered: Option<bool>,
}

impl SettingRow {
    fn plan(&self) -> Option<StoredPlan> {
        Some(StoredPlan::from_parts(
            self.marking_system.clone()?,
            self.final_form.clone()?,
            self.credits?,
            [self.current_max?, self.midterm_max?, self.final_max?],
            self.current_entered?,
        ))
    }
}

#[derive(QueryableByName)]
struct RosterRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    full_name: String,
    #[diesel(sql_type = Bool)]
    excused: bool,
}

#[derive(QueryableByName)]
struct NameRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    full_name: String,
}

#[derive(QueryableByName)]
struct TakenRow {
    #[diesel(sql_type = BigInt)]
    schedule_lesson_id: i64,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
}

#[derive(QueryableByName)]
struct LineRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = BigInt)]
    curriculum_id: i64,
    #[diesel(sql_type = SmallInt)]
    semester_number: i16,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Integer)]
    marks_sum: i32,
    #[diesel(sql_type = Integer)]
    marks_count: i32,
    #[diesel(sql_type = Integer)]
    absent_lessons: i32,
    #[diesel(sql_type = Integer)]
    excused_lessons: i32,
    #[diesel(sql_type = Integer)]
    late_lessons: i32,
}

#[derive(QueryableByName)]
struct StudentRollPlace {
    #[diesel(sql_type = BigInt)]
    schedule_lesson_id: i64,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = BigInt)]
    curriculum_id: i64,
    #[diesel(sql_type = Integer)]
    semester: i32,
}

#[derive(QueryableByName)]
struct StudentEntryRow {
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = Integer)]
    code: i32,
}

#[derive(QueryableByName)]
struct ExcuseRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Date)]
    date_from: NaiveDate,
    #[diesel(sql_type = Date)]
    date_to: NaiveDate,
    #[diesel(sql_type = Text)]
    reason: String,
    #[diesel(sql_type = Text)]
    document: String,
    #[diesel(sql_type = Integer)]
    lessons_excused: i32,
    #[diesel(sql_type = Nullable<Text>)]
    created_by: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct ThresholdSqlRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Text)]
    full_name: String,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = SmallInt)]
    semester_number: i16,
    #[diesel(sql_type = Integer)]
    unexcused_hours: i32,
    #[diesel(sql_type = Integer)]
    excused_hours: i32,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

fn ids<T: Copy>(items: &[T], get: impl Fn(T) -> i64) -> Vec<i64> {
    items.iter().map(|i| get(*i)).collect()
}

static ROSTER: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "journal.roster",
        &["int8", "int4", "int8", "date"],
        format!(
            "SELECT s.id, {FULL_NAME} AS full_name, \
         EXISTS (SELECT 1 FROM absence_excuses x WHERE x.student_id = s.id AND $4 BETWEEN x.date_from AND x.date_to) AS excused \
         FROM students s JOIN citizens c ON c.id = s.citizen_id \
         WHERE s.edu_group_id = $1 AND s.deleted_at IS NULL AND s.student_status = 'ACTIVE' \
         AND ($2::INTEGER IS NULL OR s.id IN (SELECT ss.student_id FROM edu_subgroups sg \
         JOIN edu_subgroup_students ss ON ss.subgroup_id = sg.id \
         WHERE sg.edu_group_id = $1 AND sg.edu_subject_id = $3 AND sg.position = $2 - 1)) \
         ORDER BY c.last_name, c.first_name, c.middle_name, s.id"
        ),
    )
    .planned_once()
});

static NAMES: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "journal.names",
        &["int8[]"],
        format!("SELECT s.id, {FULL_NAME} AS full_name FROM students s JOIN citizens c ON c.id = s.citizen_id WHERE s.id = ANY($1)"),
    )
});

const TAKEN: Statement = Statement::new(
    "journal.taken",
    &["int8[]"],
    "SELECT schedule_lesson_id, unnest(dates) AS date FROM journal_rolls WHERE schedule_lesson_id = ANY($1)",
);

const COUNT_LINES: Statement = Statement::new(
    "journal.count_lines",
    &["int8[]", "int8", "int2", "int8", "int4[]", "int4[]", "int4[]", "int4[]", "int4[]"],
    "WITH d AS (SELECT * FROM unnest($1::BIGINT[], $5::INTEGER[], $6::INTEGER[], $7::INTEGER[], $8::INTEGER[], $9::INTEGER[]) \
     AS u(s, ms, mc, a, e, l)), \
     moved AS (UPDATE journal_lines l SET marks_sum = l.marks_sum + d.ms, marks_count = l.marks_count + d.mc, \
     absent_lessons = l.absent_lessons + d.a, excused_lessons = l.excused_lessons + d.e, late_lessons = l.late_lessons + d.l \
     FROM d WHERE l.student_id = d.s AND l.curriculum_id = $2 AND l.semester_number = $3 AND l.edu_subject_id = $4 \
     RETURNING l.student_id) \
     INSERT INTO journal_lines AS l (student_id, curriculum_id, semester_number, edu_subject_id, marks_sum, marks_count, \
     absent_lessons, excused_lessons, late_lessons) \
     SELECT d.s, $2, $3, $4, d.ms, d.mc, d.a, d.e, d.l FROM d WHERE d.s NOT IN (SELECT student_id FROM moved) \
     ON CONFLICT (student_id, curriculum_id, semester_number, edu_subject_id) DO UPDATE SET \
     marks_sum = l.marks_sum + EXCLUDED.marks_sum, marks_count = l.marks_count + EXCLUDED.marks_count, \
     absent_lessons = l.absent_lessons + EXCLUDED.absent_lessons, excused_lessons = l.excused_lessons + EXCLUDED.excused_lessons, \
     late_lessons = l.late_lessons + EXCLUDED.late_lessons",
);

const COUNT_ABSENCES: Statement = Statement::new(
    "journal.count_absences",
    &["int8[]", "int8", "int2", "int8", "int4[]", "int4[]", "int4"],
    "WITH d AS (SELECT * FROM unnest($1::BIGINT[], $5::INTEGER[], $6::INTEGER[]) AS u(s, a, e) WHERE u.a <> 0 OR u.e <> 0), \
     moved AS (UPDATE absence_totals t SET unexcused_hours = t.unexcused_hours + d.a * $7, excused_hours = t.excused_hours + d.e * $7 \
     FROM d WHERE t.student_id = d.s AND t.curriculum_id = $2 AND t.semester_number = $3 RETURNING t.student_id) \
     INSERT INTO absence_totals AS t (student_id, curriculum_id, semester_number, institution_id, unexcused_hours, excused_hours) \
     SELECT d.s, $2, $3, $4, d.a * $7, d.e * $7 FROM d WHERE d.s NOT IN (SELECT student_id FROM moved) \
     ON CONFLICT (student_id, curriculum_id, semester_number) DO UPDATE SET \
     unexcused_hours = t.unexcused_hours + EXCLUDED.unexcused_hours, excused_hours = t.excused_hours + EXCLUDED.excused_hours",
);

const INSERT_EXCUSE: Statement = Statement::new(
    "journal.insert_excuse",
    &["int8", "int8", "date", "date", "text", "text", "int4", "int8"],
    "INSERT INTO absence_excuses (institution_id, student_id, date_from, date_to, reason, document, lessons_excused, created_by) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
);

const EXCUSES: Statement = Statement::new(
    "journal.excuses",
    &["int8", "int8", "int8"],
    "SELECT x.id, x.student_id, x.institution_id, x.date_from, x.date_to, x.reason, x.document, x.lessons_excused, \
     u.name AS created_by, x.created_at, count(*) OVER () AS total \
     FROM absence_excuses x LEFT JOIN users u ON u.id = x.created_by \
     WHERE x.student_id = $1 ORDER BY x.created_at DESC, x.id DESC LIMIT $2 OFFSET $3",
);

const EXCUSE_COUNT: Statement =
    Statement::new("journal.excuse_count", &["int8"], "SELECT count(*) AS count FROM absence_excuses WHERE student_id = $1");

/// The students of one group past a number of hours (a group's students are few).
static GROUP_THRESHOLDS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "journal.thresholds.group",
        &["int8", "int4", "int8", "int8", "int8"],
        format!(
            "SELECT t.student_id, {FULL_NAME} AS full_name, g.id AS edu_group_id, g.name AS group_name, t.institution_id, \
         t.semester_number, t.unexcused_hours, t.excused_hours, count(*) OVER () AS total \
         FROM absence_totals t JOIN students s ON s.id = t.student_id \
         JOIN edu_groups g ON g.id = s.edu_group_id \
         JOIN citizens c ON c.id = s.citizen_id \
         WHERE ($1::BIGINT IS NULL OR t.institution_id = $1) AND t.unexcused_hours >= $2 AND t.unexcused_hours > 0 \
         AND t.listed AND g.id = $3 \
         ORDER BY t.unexcused_hours DESC, t.student_id LIMIT $4 OFFSET $5"
        ),
    )
});

/// The listed rows past a number of hours of one institution (`institution_id = $1`) or of the
/// country (`$1` unused): a page read from the index in its order, and their count from the index
/// alone.
fn listed_thresholds(place: &str) -> String {
    let listed = format!("listed AND unexcused_hours > 0 AND unexcused_hours >= $2 AND {place}");
    format!(
        "SELECT t.student_id, {FULL_NAME} AS full_name, g.id AS edu_group_id, g.name AS group_name, t.institution_id, \
             t.semester_number, t.unexcused_hours, t.excused_hours, (SELECT count(*) FROM absence_totals WHERE {listed}) AS total \
             FROM (SELECT student_id, institution_id, semester_number, unexcused_hours, excused_hours FROM absence_totals \
             WHERE {listed} ORDER BY unexcused_hours DESC, student_id LIMIT $3 OFFSET $4) t \
             JOIN students s ON s.id = t.student_id JOIN edu_groups g ON g.id = s.edu_group_id JOIN citizens c ON c.id = s.citizen_id \
             ORDER BY t.unexcused_hours DESC, t.student_id"
    )
}

static INSTITUTION_THRESHOLDS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("journal.thresholds.institution", &["int8", "int4", "int8", "int8"], listed_thresholds("institution_id = $1"))
});
static COUNTRY_THRESHOLDS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("journal.thresholds.country", &["int8", "int4", "int8", "int8"], listed_thresholds("$1::BIGINT IS NULL"))
});

const HAS_RECORDS: Statement = Statement::new(
    "journal.has_records",
    &["int8", "int8"],
    "SELECT EXISTS (SELECT 1 FROM journal_lines WHERE curriculum_id = $1 AND edu_subject_id = $2) \
     OR EXISTS (SELECT 1 FROM control_sheets WHERE curriculum_id = $1 AND edu_subject_id = $2) AS found",
);

static SETTING: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "journal.setting",
        &["int8", "int8", "date"],
        format!(
            "SELECT g.institution_id, g.curriculum_id, cu.rating_type, sem.n AS semester, p.marking_system, p.final_form, p.credits, \
             p.current_max, p.midterm_max, p.final_max, p.current_entered \
             FROM edu_groups g JOIN curricula cu ON cu.id = g.curriculum_id \
             CROSS JOIN LATERAL (SELECT {} AS n) sem \
             LEFT JOIN assessment_plans p ON p.curriculum_id = g.curriculum_id AND p.semester_number = sem.n AND p.edu_subject_id = $2 \
             WHERE g.id = $1",
            semester_on("$3")
        ),
    )
});

static STUDENT_ROLLS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "journal.student_rolls",
        &["int8", "date", "date"],
        format!(
            "SELECT r.schedule_lesson_id, u.date, l.edu_subject_id, g.curriculum_id, {} AS semester \
             FROM journal_rolls r JOIN schedule_lessons l ON l.id = r.schedule_lesson_id JOIN edu_groups g ON g.id = l.edu_group_id \
             CROSS JOIN LATERAL unnest(r.dates, r.rosters) AS u(date, roster) \
             JOIN journal_rosters ro ON ro.id = u.roster \
             WHERE l.edu_group_id IN (SELECT edu_group_id FROM students WHERE id = $1) AND u.date BETWEEN $2 AND $3 \
             AND $1 = ANY(ro.students)",
            semester_on("u.date")
        ),
    )
});

static STUDENT_ENTRIES: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "journal.student_entries",
        &["int8", "int8", "int4"],
        format!(
            "SELECT l.edu_subject_id, u.date, get_byte(u.codes, array_position(ro.students, $1) - 1) AS code \
             FROM journal_rolls r JOIN schedule_lessons l ON l.id = r.schedule_lesson_id JOIN edu_groups g ON g.id = l.edu_group_id \
             CROSS JOIN LATERAL unnest(r.dates, r.rosters, r.codes) AS u(date, roster, codes) \
             JOIN journal_rosters ro ON ro.id = u.roster \
             WHERE l.edu_group_id IN (SELECT edu_group_id FROM students WHERE id = $1) AND g.curriculum_id = $2 \
             AND $1 = ANY(ro.students) AND {} = $3",
            semester_on("u.date")
        ),
    )
});

impl JournalRepository for PgTransaction<'_> {
    fn setting(&mut self, group: GroupId, subject: EduSubjectId, date: NaiveDate) -> Result<Option<LessonSetting>, AppError> {
        let row: Option<SettingRow> = SETTING
            .query()
            .bind::<BigInt, _>(group.get())
            .bind::<BigInt, _>(subject.get())
            .bind::<Date, _>(date)
            .get_result(self.conn)
            .optional()
            .map_err(internal)?;
        let Some(row) = row else { return Ok(None) };
        Ok(Some(LessonSetting {
            institution: InstitutionId::from_stored(row.institution_id),
            curriculum: CurriculumId::from_stored(row.curriculum_id),
            rating_type: stored::code(RatingType::parse, &row.rating_type, "a curriculum's scale")?,
            semester: row.semester,
            plan: row.plan().map(StoredPlan::into_plan).transpose()?,
        }))
    }

    fn settings(&mut self, institution: InstitutionId) -> Result<(JournalSettings, Version), AppError> {
        settings::of(self.conn, institution)
    }

    fn settings_of(&mut self, institutions: &[InstitutionId]) -> Result<BTreeMap<InstitutionId, JournalSettings>, AppError> {
        settings::of_many(self.conn, institutions)
    }

    fn save_settings(&mut self, institution: InstitutionId, settings: &JournalSettings, version: Version) -> Result<Version, AppError> {
        settings::save(self.conn, institution, settings, version)
    }

    fn roster(
        &mut self,
        group: GroupId,
        subgroup: Option<u8>,
        subject: EduSubjectId,
        date: NaiveDate,
    ) -> Result<Vec<RosterStudent>, AppError> {
        let rows: Vec<RosterRow> = ROSTER
            .query()
            .bind::<BigInt, _>(group.get())
            .bind::<Nullable<Integer>, _>(subgroup.map(i32::from))
            .bind::<BigInt, _>(subject.get())
            .bind::<Date, _>(date)
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| RosterStudent { id: StudentId::from_stored(r.id), full_name: r.full_name, excused: r.excused })
            .collect())
    }

    fn names(&mut self, students: &[StudentId]) -> Result<BTreeMap<StudentId, String>, AppError> {
        let rows: Vec<NameRow> = NAMES.query().bind::<Array<BigInt>, _>(ids(students, StudentId::get)).load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().map(|r| (StudentId::from_stored(r.id), r.full_name)).collect())
    }

    fn roll(&mut self, lesson: ScheduleId, date: NaiveDate, lock: Lock) -> Result<Option<StoredRoll>, AppError> {
        Ok(rolls::load(self.conn, &[lesson.get()], Some(date), lock == Lock::ForUpdate)?.into_iter().next())
    }

    fn rolls(&mut self, lessons: &[ScheduleId]) -> Result<Vec<StoredRoll>, AppError> {
        rolls::load(self.conn, &ids(lessons, ScheduleId::get), None, false)
    }

    fn taken(&mut self, lessons: &[ScheduleId]) -> Result<Vec<(ScheduleId, NaiveDate)>, AppError> {
        let rows: Vec<TakenRow> =
            TAKEN.query().bind::<Array<BigInt>, _>(ids(lessons, ScheduleId::get)).load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().map(|r| (ScheduleId::from_stored(r.schedule_lesson_id), r.date)).collect())
    }

    fn save_roll(&mut self, lesson: ScheduleId, date: NaiveDate, roll: &Roll, expected: Version) -> Result<Version, AppError> {
        rolls::save(self.conn, lesson, date, roll, expected)
    }

    fn count(
        &mut self,
        institution: InstitutionId,
        curriculum: CurriculumId,
        semester: i32,
        subject: EduSubjectId,
        changes: &[(StudentId, Tally)],
    ) -> Result<(), AppError> {
        let column = |get: fn(&Tally) -> i32| changes.iter().map(|(_, t)| get(t)).collect::<Vec<i32>>();
        let students: Vec<i64> = changes.iter().map(|(s, _)| s.get()).collect();
        // A count that falls is a row that exists: rows that exist are moved by the UPDATE, new ones
        // inserted (a CHECK refuses a negative count even on the way to ON CONFLICT's update).
        COUNT_LINES
            .query()
            .bind::<Array<BigInt>, _>(&students)
            .bind::<BigInt, _>(curriculum.get())
            .bind::<SmallInt, _>(semester as i16)
            .bind::<BigInt, _>(subject.get())
            .bind::<Array<Integer>, _>(column(|t| t.marks_sum))
            .bind::<Array<Integer>, _>(column(|t| t.marks_count))
            .bind::<Array<Integer>, _>(column(|t| t.absent))
            .bind::<Array<Integer>, _>(column(|t| t.excused))
            .bind::<Array<Integer>, _>(column(|t| t.late))
            .execute(self.conn)
            .map_err(internal)?;
        if changes.iter().all(|(_, t)| t.absent == 0 && t.excused == 0) {
            return Ok(());
        }
        COUNT_ABSENCES
            .query()
            .bind::<Array<BigInt>, _>(&students)
            .bind::<BigInt, _>(curriculum.get())
            .bind::<SmallInt, _>(semester as i16)
            .bind::<BigInt, _>(institution.get())
            .bind::<Array<Integer>, _>(column(|t| t.absent))
            .bind::<Array<Integer>, _>(column(|t| t.excused))
            .bind::<Integer, _>(HOURS_PER_LESSON)
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }

    fn lines(
        &mut self,
        students: &[StudentId],
        curriculum: CurriculumId,
        semester: Option<i32>,
        subject: Option<EduSubjectId>,
    ) -> Result<Vec<JournalLine>, AppError> {
        lines_of(self.conn, students, curriculum, semester, subject)
    }

    fn rolls_of_student(&mut self, student: StudentId, span: DateSpan) -> Result<Vec<StudentRoll>, AppError> {
        let places: Vec<StudentRollPlace> = STUDENT_ROLLS
            .query()
            .bind::<BigInt, _>(student.get())
            .bind::<Date, _>(span.start())
            .bind::<Date, _>(span.end())
            .load(self.conn)
            .map_err(internal)?;
        if places.is_empty() {
            return Ok(Vec::new());
        }
        let lessons: Vec<i64> =
            places.iter().map(|p| p.schedule_lesson_id).collect::<std::collections::BTreeSet<_>>().into_iter().collect();
        let stored: BTreeMap<(ScheduleId, NaiveDate), StoredRoll> =
            rolls::load(self.conn, &lessons, None, true)?.into_iter().map(|r| ((r.lesson, r.date), r)).collect();
        places
            .into_iter()
            .map(|p| {
                let stored = stored
                    .get(&(ScheduleId::from_stored(p.schedule_lesson_id), p.date))
                    .cloned()
                    .ok_or_else(|| AppError::internal("a roll vanished while it was read"))?;
                Ok(StudentRoll {
                    stored,
                    subject: EduSubjectId::from_stored(p.edu_subject_id),
                    curriculum: CurriculumId::from_stored(p.curriculum_id),
                    semester: p.semester,
                })
            })
            .collect()
    }

    fn entries_of_student(
        &mut self,
        student: StudentId,
        curriculum: CurriculumId,
        semester: i32,
    ) -> Result<Vec<(EduSubjectId, LessonLine)>, AppError> {
        let rows: Vec<StudentEntryRow> = STUDENT_ENTRIES
            .query()
            .bind::<BigInt, _>(student.get())
            .bind::<BigInt, _>(curriculum.get())
            .bind::<Integer, _>(semester)
            .load(self.conn)
            .map_err(internal)?;
        rows.into_iter()
            .map(|row| {
                let (attendance, mark) = u8::try_from(row.code)
                    .ok()
                    .and_then(codes::decode)
                    .ok_or_else(|| AppError::internal("a roll holds a byte no roll writes"))?;
                Ok((EduSubjectId::from_stored(row.edu_subject_id), LessonLine { date: row.date, attendance, mark: mark.map(|m| m.get()) }))
            })
            .collect()
    }

    fn insert_excuse(&mut self, excuse: &NewExcuse) -> Result<ExcuseId, AppError> {
        let id: IdRow = INSERT_EXCUSE
            .query()
            .bind::<BigInt, _>(excuse.institution.get())
            .bind::<BigInt, _>(excuse.student.get())
            .bind::<Date, _>(excuse.span.start())
            .bind::<Date, _>(excuse.span.end())
            .bind::<Text, _>(&excuse.reason)
            .bind::<Text, _>(&excuse.document)
            .bind::<Integer, _>(excuse.lessons_excused)
            .bind::<BigInt, _>(excuse.created_by.get())
            .get_result(self.conn)
            .map_err(internal)?;
        Ok(ExcuseId::from_stored(id.id))
    }

    fn excuses(&mut self, student: StudentId, page: PageRequest) -> Result<Page<Excuse>, AppError> {
        let rows: Vec<ExcuseRow> = EXCUSES
            .query()
            .bind::<BigInt, _>(student.get())
            .bind::<BigInt, _>(page.limit())
            .bind::<BigInt, _>(page.offset())
            .load(self.conn)
            .map_err(internal)?;
        let total = match rows.first() {
            Some(first) => first.total,
            None if page.offset() == 0 => 0,
            None => EXCUSE_COUNT.query().bind::<BigInt, _>(student.get()).get_result::<CountRow>(self.conn).map_err(internal)?.count,
        };
        let items = rows
            .into_iter()
            .map(|r| {
                Ok(Excuse {
                    id: ExcuseId::from_stored(r.id),
                    student: StudentId::from_stored(r.student_id),
                    institution: InstitutionId::from_stored(r.institution_id),
                    span: DateSpan::new(r.date_from, r.date_to).ok_or_else(|| AppError::internal("an excuse ends before it starts"))?,
                    reason: r.reason,
                    document: r.document,
                    lessons_excused: r.lessons_excused,
                    created_by: r.created_by,
                    created_at: r.created_at,
                })
            })
            .collect::<Result<Vec<_>, AppError>>()?;
        Ok(Page::exact(items, total))
    }

    fn thresholds(&mut self, query: &ThresholdQuery, settings: &JournalSettings) -> Result<Page<ThresholdRow>, AppError> {
        let institution = match (query.scope, query.institution) {
            (Scope::Nowhere, _) => return Ok(Page::exact(Vec::new(), 0)),
            (Scope::Institution(own), asked) if asked.is_some_and(|a| a != own) => return Ok(Page::exact(Vec::new(), 0)),
            (Scope::Institution(own), _) => Some(own),
            (Scope::Everywhere, asked) => asked,
        };
        let hours = settings.hours(query.level);
        let load = |conn: &mut PgConnection, limit: i64, offset: i64| -> Result<Vec<ThresholdSqlRow>, AppError> {
            let place = institution.map(InstitutionId::get);
            let rows = match (query.group, place) {
                (Some(group), _) => GROUP_THRESHOLDS
                    .query()
                    .bind::<Nullable<BigInt>, _>(place)
                    .bind::<Integer, _>(hours)
                    .bind::<BigInt, _>(group.get())
                    .bind::<BigInt, _>(limit)
                    .bind::<BigInt, _>(offset)
                    .load(conn),
                (None, _) => {
                    let listed = if place.is_some() { &INSTITUTION_THRESHOLDS } else { &COUNTRY_THRESHOLDS };
                    listed
                        .query()
                        .bind::<Nullable<BigInt>, _>(place)
                        .bind::<Integer, _>(hours)
                        .bind::<BigInt, _>(limit)
                        .bind::<BigInt, _>(offset)
                        .load(conn)
                }
            };
            rows.map_err(internal)
        };
        let rows = load(self.conn, query.page.limit(), query.page.offset())?;
        let total = crate::totals::carried_total(&rows, query.page.offset(), |r| r.total, || load(self.conn, 1, 0))?;
        let items = rows
            .into_iter()
            .filter_map(|r| {
                let level = settings.level(r.unexcused_hours)?;
                Some(ThresholdRow {
                    student: StudentId::from_stored(r.student_id),
                    full_name: r.full_name,
                    group: GroupId::from_stored(r.edu_group_id),
                    group_name: r.group_name,
                    institution: InstitutionId::from_stored(r.institution_id),
                    semester: i32::from(r.semester_number),
                    unexcused_hours: r.unexcused_hours,
                    excused_hours: r.excused_hours,
                    level,
                })
            })
            .collect();
        Ok(Page::exact(items, total))
    }

    fn has_records(&mut self, curriculum: CurriculumId, subject: EduSubjectId) -> Result<bool, AppError> {
        let found: FoundRow = HAS_RECORDS
            .query()
            .bind::<BigInt, _>(curriculum.get())
            .bind::<BigInt, _>(subject.get())
            .get_result(self.conn)
            .map_err(internal)?;
        Ok(found.found)
    }
}

const LINES: Statement = Statement::new(
    "journal.lines",
    &["int8[]", "int8", "int2", "int8"],
    "SELECT student_id, curriculum_id, semester_number, edu_subject_id, marks_sum, marks_count, absent_lessons, \
     excused_lessons, late_lessons FROM journal_lines \
     WHERE student_id = ANY($1) AND curriculum_id = $2 AND ($3::SMALLINT IS NULL OR semester_number = $3) \
     AND ($4::BIGINT IS NULL OR edu_subject_id = $4)",
)
.planned_once();

/// Students' counts in a curriculum (one semester or all; one subject or all).
pub(crate) fn lines_of(
    conn: &mut PgConnection,
    students: &[StudentId],
    curriculum: CurriculumId,
    semester: Option<i32>,
    subject: Option<EduSubjectId>,
) -> Result<Vec<JournalLine>, AppError> {
    let rows: Vec<LineRow> = LINES
        .query()
        .bind::<Array<BigInt>, _>(ids(students, StudentId::get))
        .bind::<BigInt, _>(curriculum.get())
        .bind::<Nullable<SmallInt>, _>(semester.map(|s| s as i16))
        .bind::<Nullable<BigInt>, _>(subject.map(EduSubjectId::get))
        .load(conn)
        .map_err(internal)?;
    Ok(rows
        .into_iter()
        .map(|r| JournalLine {
            student: StudentId::from_stored(r.student_id),
            curriculum: CurriculumId::from_stored(r.curriculum_id),
            semester: i32::from(r.semester_number),
            subject: EduSubjectId::from_stored(r.edu_subject_id),
            tally: Tally {
                marks_sum: r.marks_sum,
                marks_count: r.marks_count,
                absent: r.absent_lessons,
                excused: r.excused_lessons,
                late: r.late_lessons,
            },
        })
        .collect())
}

pub(crate) fn statements() -> Vec<Statement> {
    let mut all = vec![
        Statement::clone(&SETTING),
        Statement::clone(&STUDENT_ROLLS),
        Statement::clone(&STUDENT_ENTRIES),
        Statement::clone(&ROSTER),
        Statement::clone(&NAMES),
        TAKEN,
        COUNT_LINES,
        COUNT_ABSENCES,
        INSERT_EXCUSE,
        EXCUSES,
        EXCUSE_COUNT,
        Statement::clone(&GROUP_THRESHOLDS),
        Statement::clone(&INSTITUTION_THRESHOLDS),
        Statement::clone(&COUNTRY_THRESHOLDS),
        HAS_RECORDS,
        LINES,
    ];
    all.extend(rolls::statements());
    all
}

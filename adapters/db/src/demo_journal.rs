//! A living semester in the journal: every demo lesson held before today has its roll taken (with
//! absences, a few late arrivals and marks), one student of AT-26-01 is past the warning threshold,
//! one student's absences are excused, the midterms are done, and DI-25-01's final in the history
//! of Uzbekistan is closed with a student in debt, a retake candidate. Today's lessons wait for
//! their roll. Rolls and sheets go through the journal's own repositories, so every count they
//! move is kept as a teacher's save keeps it.

use std::collections::BTreeSet;

use application::ports::{ControlSheetRepository, JournalRepository, SheetChange, SheetKey};
use application::AppError;
use chrono::{Duration, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Integer, Nullable, SmallInt, Text};
use domain::assessment::{Control, MarkingSystem, Points};
use domain::ids::{CurriculumId, EduSubjectId, GroupId, InstitutionId, ScheduleId, StaffId, StudentId, UserId};
use domain::journal::{Attendance, Mark, Roll, RollEntry, SheetEntry};
use domain::schedule::{occurrences, DateSpan, Weekday};
use domain::version::Version;

use crate::rows::IdRow;
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

type Result<T> = QueryResult<T>;

fn today() -> NaiveDate {
    (Utc::now() + Duration::hours(5)).date_naive()
}

/// A deterministic number in 0..100 for a lesson, a date and a student: the same demo every load.
fn dice(lesson: i64, date: NaiveDate, student: i64, salt: u64) -> u64 {
    let mut x = (lesson as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (date.to_epoch_days() as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9)
        ^ (student as u64).wrapping_mul(0x94D0_49BB_1331_11EB)
        ^ salt;
    x ^= x >> 31;
    x = x.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    x ^= x >> 29;
    x % 100
}

fn failed(e: AppError) -> diesel::result::Error {
    diesel::result::Error::QueryBuilderError(e.to_string().into())
}

#[derive(QueryableByName, Clone)]
struct DemoLesson {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Nullable<SmallInt>)]
    subgroup: Option<i16>,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Text)]
    subject_code: String,
    #[diesel(sql_type = BigInt)]
    teacher_id: i64,
    #[diesel(sql_type = SmallInt)]
    weekday: i16,
    #[diesel(sql_type = Date)]
    start_date: NaiveDate,
    #[diesel(sql_type = Date)]
    end_date: NaiveDate,
    #[diesel(sql_type = Text)]
    teacher_user: String,
}

/// Who is absent, late or marked at a lesson of the demo.
struct Habits {
    /// The student of AT-26-01 who skips four lessons in ten.
    truant: Option<i64>,
    /// A student whose illness the dean's office excused, and when.
    excused: Option<(i64, DateSpan)>,
}

fn entry(l: &DemoLesson, date: NaiveDate, student: i64, system: MarkingSystem, habits: &Habits) -> RollEntry {
    let roll = dice(l.id, date, student, 1);
    let ill = habits.excused.is_some_and(|(s, span)| s == student && span.contains(date));
    let attendance = if ill {
        Attendance::Excused
    } else if habits.truant == Some(student) && roll < 40 {
        Attendance::Absent
    } else {
        match roll {
            0..=5 => Attendance::Absent,
            6..=8 => Attendance::Late,
            _ => Attendance::Present,
        }
    };
    let marked = matches!(attendance, Attendance::Present | Attendance::Late) && dice(l.id, date, student, 2) < 35;
    let mark = marked.then(|| {
        let quality = dice(l.id, date, student, 3);
        let value = match system {
            MarkingSystem::FivePoint => match quality {
                0..=7 => 2,
                8..=30 => 3,
                31..=70 => 4,
                _ => 5,
            },
            MarkingSystem::HundredPoint | MarkingSystem::Credit => 55 + (quality * 46 / 100) as i64,
        };
        let (low, high) = system.mark_range();
        Mark::new(value.clamp(i64::from(low), i64::from(high)), system)
    });
    RollEntry { student: StudentId::from_stored(student), attendance, mark: mark.and_then(|m| m.ok()), note: String::new() }
}

const ROSTER: Statement = Statement::new(
    "demo_journal.roster",
    &["int8", "int4", "int8"],
    "SELECT s.id FROM students s WHERE s.edu_group_id = $1 AND s.deleted_at IS NULL AND s.student_status = 'ACTIVE' \
     AND ($2::INTEGER IS NULL OR s.id IN (SELECT ss.student_id FROM edu_subgroups sg JOIN edu_subgroup_students ss \
     ON ss.subgroup_id = sg.id WHERE sg.edu_group_id = $1 AND sg.edu_subject_id = $3 AND sg.position = $2 - 1)) \
     ORDER BY s.id",
);

fn roster(conn: &mut PgConnection, l: &DemoLesson) -> Result<Vec<i64>> {
    let rows: Vec<IdRow> = ROSTER
        .query()
        .bind::<BigInt, _>(l.edu_group_id)
        .bind::<Nullable<Integer>, _>(l.subgroup.map(i32::from))
        .bind::<BigInt, _>(l.edu_subject_id)
        .load(conn)?;
    Ok(rows.into_iter().map(|r| r.id).collect())
}

const STUDENT_OF: Statement = Statement::new(
    "demo_journal.student_of",
    &["text", "int8"],
    "SELECT s.id FROM students s JOIN edu_groups g ON g.id = s.edu_group_id JOIN citizens c ON c.id = s.citizen_id \
     WHERE g.name = $1 AND s.deleted_at IS NULL AND s.student_status = 'ACTIVE' \
     ORDER BY c.last_name, c.first_name, s.id OFFSET $2 LIMIT 1",
);

/// The first studying student of a group, by name (the truant, the ill one).
fn student_of(conn: &mut PgConnection, group: &str, nth: i64) -> Result<Option<i64>> {
    let found: Option<IdRow> = STUDENT_OF.query().bind::<Text, _>(group).bind::<BigInt, _>(nth).get_result(conn).optional()?;
    Ok(found.map(|f| f.id))
}

const LESSONS: Statement = Statement::new(
    "demo_journal.lessons",
    &[],
    "SELECT l.id, l.institution_id, l.edu_group_id, g.name AS group_name, l.subgroup, l.edu_subject_id, e.code AS subject_code, \
     l.teacher_id, l.weekday, l.start_date, l.end_date, COALESCE(u.username, '') AS teacher_user \
     FROM schedule_lessons l JOIN edu_groups g ON g.id = l.edu_group_id JOIN edu_subjects e ON e.id = l.edu_subject_id \
     JOIN staffs st ON st.id = l.teacher_id JOIN citizens c ON c.id = st.citizen_id \
     LEFT JOIN users u ON u.pinfl = c.pinfl AND u.deleted_at IS NULL \
     WHERE l.deleted_at IS NULL ORDER BY l.id",
);

pub(crate) fn load(conn: &mut PgConnection) -> Result<()> {
    let taken: bool =
        diesel::select(diesel::dsl::exists(crate::schema::journal_rolls::table.select(crate::schema::journal_rolls::schedule_lesson_id)))
            .get_result(conn)?;
    if taken {
        return Ok(());
    }
    // The demo's curricula were written as rows, not through a distribution: their subjects take
    // the plans a distribution gives them.
    let curricula: Vec<i64> = crate::schema::curricula::table.select(crate::schema::curricula::id).load(conn)?;
    for curriculum in curricula {
        crate::assessment::follow_distribution(conn, curriculum)?;
    }
    lyceum_students(conn)?;
    let lessons: Vec<DemoLesson> = LESSONS.query().load(conn)?;
    let today = today();
    let ill = student_of(conn, "DI-25-01", 4)?;
    let habits = Habits {
        truant: student_of(conn, "AT-26-01", 2)?,
        excused: ill.and_then(|s| DateSpan::new(today - Duration::days(16), today - Duration::days(12)).map(|span| (s, span))),
    };
    let mut tx = PgTransaction::over(conn);
    let mut sheets: std::collections::BTreeMap<(i64, i64), (i64, i64)> = std::collections::BTreeMap::new();
    for l in &lessons {
        let Some(held) = DateSpan::new(l.start_date, (today - Duration::days(1)).min(l.end_date)) else { continue };
        let dates = occurrences(Weekday::from_stored(l.weekday), held, &BTreeSet::new(), held);
        let students = roster(tx.conn, l)?;
        if students.is_empty() || dates.is_empty() {
            continue;
        }
        let setting =
            tx.setting(GroupId::from_stored(l.edu_group_id), EduSubjectId::from_stored(l.edu_subject_id), dates[0]).map_err(failed)?;
        let Some(setting) = setting else { continue };
        let system = setting.marking_system();
        // The demo teacher forgot one roll of her first series: it shows as missed.
        let missed = (l.teacher_user == "teacher").then(|| dates.get(dates.len().saturating_sub(3)).copied()).flatten();
        for date in dates.iter().filter(|d| Some(**d) != missed) {
            let roll = Roll::from_stored(students.iter().map(|s| entry(l, *date, *s, system, &habits)).collect());
            let lesson = ScheduleId::from_stored(l.id);
            tx.save_roll(lesson, *date, &roll, Version::new(0)).map_err(failed)?;
            let counts = roll.tally_change(None);
            if !counts.is_empty() {
                let semester_setting =
                    tx.setting(GroupId::from_stored(l.edu_group_id), EduSubjectId::from_stored(l.edu_subject_id), *date).map_err(failed)?;
                let place = semester_setting.unwrap_or(setting);
                tx.count(place.institution, place.curriculum, place.semester, EduSubjectId::from_stored(l.edu_subject_id), &counts)
                    .map_err(failed)?;
            }
        }
        if setting.plan.is_some() {
            sheets.entry((l.edu_group_id, l.edu_subject_id)).or_insert((l.teacher_id, setting.curriculum.get()));
        }
    }
    if let Some((student, span)) = habits.excused {
        excuse(tx.conn, student, span)?;
    }
    control_sheets(&mut tx, &lessons, &sheets, today)
}

/// The lyceum group of the demo teacher's calendar gets its twenty students.
fn lyceum_students(conn: &mut PgConnection) -> Result<()> {
    use crate::schema::{citizens, edu_groups, students};
    let Some((group, institution)): Option<(i64, i64)> = edu_groups::table
        .filter(edu_groups::name.eq("AL-26-01"))
        .select((edu_groups::id, edu_groups::institution_id))
        .first(conn)
        .optional()?
    else {
        return Ok(());
    };
    let enrolled: i64 = students::table.filter(students::edu_group_id.eq(group)).count().get_result(conn)?;
    if enrolled > 0 {
        return Ok(());
    }
    let born_year = today().format("%Y").to_string().parse::<i32>().unwrap_or(2026) - 16;
    for n in 600..620 {
        let (last, first, middle, gender, born, pinfl, passport) = crate::demo_teaching::person(n, born_year);
        let citizen: i64 = diesel::insert_into(citizens::table)
            .values((
                citizens::pinfl.eq(&pinfl),
                citizens::last_name.eq(&last),
                citizens::first_name.eq(&first),
                citizens::middle_name.eq(&middle),
                citizens::birth_date.eq(born),
                citizens::gender.eq(gender),
                citizens::passport.eq(&passport),
            ))
            .returning(citizens::id)
            .get_result(conn)?;
        diesel::insert_into(students::table)
            .values((students::institution_id.eq(institution), students::citizen_id.eq(citizen), students::edu_group_id.eq(group)))
            .execute(conn)?;
    }
    Ok(())
}

const EXCUSE: Statement = Statement::new(
    "demo_journal.excuse",
    &["int8", "date", "date"],
    "INSERT INTO absence_excuses (institution_id, student_id, date_from, date_to, reason, document, lessons_excused) \
     SELECT s.institution_id, s.id, $2, $3, 'Kasallik (shifokor ma’lumotnomasi)', '095-shakl, № 1148', \
     (SELECT count(*)::INTEGER FROM journal_rolls r CROSS JOIN LATERAL unnest(r.dates, r.rosters) AS u(date, roster) \
     JOIN journal_rosters ro ON ro.id = u.roster WHERE u.date BETWEEN $2 AND $3 AND s.id = ANY(ro.students)) \
     FROM students s WHERE s.id = $1",
);

/// The excuse behind the ill student's excused absences.
fn excuse(conn: &mut PgConnection, student: i64, span: DateSpan) -> Result<()> {
    EXCUSE.query().bind::<BigInt, _>(student).bind::<Date, _>(span.start()).bind::<Date, _>(span.end()).execute(conn)?;
    Ok(())
}

/// Points of a control for each student, from their journal: a good student scores well.
fn points(system: MarkingSystem, max: i32, seed: u64) -> Points {
    match system {
        MarkingSystem::FivePoint => Points::whole((3 + (seed % 3) as i32).min(max)),
        MarkingSystem::HundredPoint | MarkingSystem::Credit => Points::whole(max * (50 + (seed as i32 % 51)) / 100),
    }
}

/// Every group's midterm three weeks ago, closed by then; and DI-25-01's final in the history of
/// Uzbekistan five days ago, closed by hand, with one student failing it.
fn control_sheets(
    tx: &mut PgTransaction<'_>,
    lessons: &[DemoLesson],
    sheets: &std::collections::BTreeMap<(i64, i64), (i64, i64)>,
    today: NaiveDate,
) -> Result<()> {
    let admin: Option<i64> = crate::schema::users::table
        .filter(crate::schema::users::username.eq("otmadmin"))
        .select(crate::schema::users::id)
        .first(tx.conn)
        .optional()?;
    for ((group, subject), (teacher, curriculum)) in sheets {
        let Some(l) = lessons.iter().find(|l| l.edu_group_id == *group && l.edu_subject_id == *subject) else { continue };
        let setting = tx.setting(GroupId::from_stored(*group), EduSubjectId::from_stored(*subject), today).map_err(failed)?;
        let Some(setting) = setting else { continue };
        let Some(plan) = setting.plan else { continue };
        let students = roster(tx.conn, &DemoLesson { subgroup: None, ..l.clone() })?;
        let write = |tx: &mut PgTransaction<'_>, control: Control, date: NaiveDate, close: bool, fail: Option<i64>| -> Result<()> {
            if !plan.holds(control) {
                return Ok(());
            }
            let key = SheetKey {
                group: GroupId::from_stored(*group),
                subject: EduSubjectId::from_stored(*subject),
                semester: setting.semester,
                control,
                attempt: 1,
            };
            let entries = students
                .iter()
                .map(|s| {
                    let seed = dice(*subject, date, *s, control as u64 + 7);
                    let given = match (fail == Some(*s), control) {
                        // Admitted by the midterm's 60 %, failed by the final's nothing: a retake candidate.
                        (true, Control::Midterm) => Points::whole((plan.max_of(control) * 3 + 4) / 5),
                        (true, _) => Points::ZERO,
                        (false, _) => points(plan.marking_system, plan.max_of(control), seed),
                    };
                    SheetEntry { student: StudentId::from_stored(*s), points: Some(given) }
                })
                .collect();
            let change = SheetChange { exam_date: Some(date), examiner: Some(StaffId::from_stored(*teacher)), entries };
            let institution = InstitutionId::from_stored(l.institution_id);
            let saved = ControlSheetRepository::save(tx, &key, institution, CurriculumId::from_stored(*curriculum), None, &change)
                .map_err(failed)?;
            if let (true, Some(admin)) = (close, admin) {
                ControlSheetRepository::close(tx, &saved, UserId::from_stored(admin)).map_err(failed)?;
            }
            Ok(())
        };
        let retake = l.group_name == "DI-25-01" && l.subject_code == "OT-101";
        let debtor = if retake { students.get(1).copied() } else { None };
        write(tx, Control::Midterm, today - Duration::days(21), false, debtor)?;
        if retake {
            write(tx, Control::Final, today - Duration::days(5), true, debtor)?;
        }
    }
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![ROSTER, STUDENT_OF, LESSONS, EXCUSE]
}

//! Rolls as `journal_rolls` keeps them: per weekly lesson, parallel arrays of the dates taken,
//! their roster, version and codes (one byte per roster student, `codes.rs`); notes apart.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use application::ports::StoredRoll;
use application::AppError;
use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bytea, Date, Integer, Text};
use domain::ids::{ScheduleId, StudentId};
use domain::journal::{Roll, RollEntry};
use domain::version::Version;

use super::codes::{decode, encode};
use crate::errors::{internal, stale_unless_changed};
use crate::statements::Statement;

/// One taken roll as its row's arrays hold it.
#[derive(QueryableByName)]
pub(crate) struct RollElement {
    #[diesel(sql_type = BigInt)]
    pub schedule_lesson_id: i64,
    #[diesel(sql_type = Date)]
    pub date: NaiveDate,
    #[diesel(sql_type = Integer)]
    pub version: i32,
    #[diesel(sql_type = Bytea)]
    pub codes: Vec<u8>,
    #[diesel(sql_type = Array<BigInt>)]
    pub students: Vec<i64>,
}

#[derive(QueryableByName)]
struct NoteRow {
    #[diesel(sql_type = BigInt)]
    schedule_lesson_id: i64,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Text)]
    note: String,
}

/// The elements of `journal_rolls` (with their roster's students) of these lessons: all dates, or one.
const ELEMENTS: Statement = Statement::new(
    "journal.rolls.elements",
    &["int8[]", "date"],
    "SELECT r.schedule_lesson_id, u.date, u.version, u.codes, ro.students \
     FROM journal_rolls r CROSS JOIN LATERAL unnest(r.dates, r.rosters, r.versions, r.codes) AS u(date, roster, version, codes) \
     JOIN journal_rosters ro ON ro.id = u.roster \
     WHERE r.schedule_lesson_id = ANY($1) AND ($2::DATE IS NULL OR u.date = $2)",
)
.planned_once();

/// The elements locked for a change of the rolls.
static LOCKED_ELEMENTS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("journal.rolls.locked_elements", &["int8[]", "date"], format!("{} FOR UPDATE OF r", ELEMENTS.sql())).planned_once()
});

pub(crate) fn elements(
    conn: &mut PgConnection,
    lessons: &[i64],
    date: Option<NaiveDate>,
    lock: bool,
) -> Result<Vec<RollElement>, AppError> {
    let statement = if lock { &*LOCKED_ELEMENTS } else { &ELEMENTS };
    statement.query().bind::<Array<BigInt>, _>(lessons).bind::<diesel::sql_types::Nullable<Date>, _>(date).load(conn).map_err(internal)
}

const NOTES: Statement = Statement::new(
    "journal.rolls.notes",
    &["int8[]", "date"],
    "SELECT schedule_lesson_id, date, student_id, note FROM journal_notes \
     WHERE schedule_lesson_id = ANY($1) AND ($2::DATE IS NULL OR date = $2)",
)
.planned_once();

/// The notes of these lessons (of one date, or all), by lesson, date and student.
pub(crate) fn notes(
    conn: &mut PgConnection,
    lessons: &[i64],
    date: Option<NaiveDate>,
) -> Result<BTreeMap<(i64, NaiveDate, i64), String>, AppError> {
    let rows: Vec<NoteRow> =
        NOTES.query().bind::<Array<BigInt>, _>(lessons).bind::<diesel::sql_types::Nullable<Date>, _>(date).load(conn).map_err(internal)?;
    Ok(rows.into_iter().map(|n| ((n.schedule_lesson_id, n.date, n.student_id), n.note)).collect())
}

/// A stored roll from its element and the notes of its lesson.
pub(crate) fn stored(element: RollElement, notes: &BTreeMap<(i64, NaiveDate, i64), String>) -> Result<StoredRoll, AppError> {
    if element.codes.len() != element.students.len() {
        return Err(AppError::internal("a roll's codes do not match its roster"));
    }
    let entries = element
        .students
        .iter()
        .zip(&element.codes)
        .map(|(student, byte)| {
            let (attendance, mark) = decode(*byte).ok_or_else(|| AppError::internal("a roll holds a byte no roll writes"))?;
            Ok(RollEntry {
                student: StudentId::from_stored(*student),
                attendance,
                mark,
                // A student without a note has none in the map: an empty note.
                note: notes.get(&(element.schedule_lesson_id, element.date, *student)).cloned().unwrap_or_default(),
            })
        })
        .collect::<Result<Vec<_>, AppError>>()?;
    Ok(StoredRoll {
        lesson: ScheduleId::from_stored(element.schedule_lesson_id),
        date: element.date,
        roll: Roll::from_stored(entries),
        version: Version::new(element.version),
    })
}

/// The rolls of these lessons (one date, or all), read whole.
pub(crate) fn load(conn: &mut PgConnection, lessons: &[i64], date: Option<NaiveDate>, lock: bool) -> Result<Vec<StoredRoll>, AppError> {
    let elements = elements(conn, lessons, date, lock)?;
    if elements.is_empty() {
        return Ok(Vec::new());
    }
    let notes = notes(conn, lessons, date)?;
    let mut rolls = elements.into_iter().map(|e| stored(e, &notes)).collect::<Result<Vec<_>, _>>()?;
    rolls.sort_by_key(|r| (r.date, r.lesson));
    Ok(rolls)
}

const FIND_ROSTER: Statement = Statement::new(
    "journal.rolls.find_roster",
    &["int8[]"],
    "SELECT id FROM journal_rosters WHERE journal_roster_key(students) = journal_roster_key($1) AND students = $1",
);

const MAKE_ROSTER: Statement = Statement::new(
    "journal.rolls.make_roster",
    &["int8[]"],
    "INSERT INTO journal_rosters (students) VALUES ($1) ON CONFLICT ((journal_roster_key(students))) DO NOTHING RETURNING id",
);

/// The roster holding exactly these students (ascending ids), made when it is new.
fn roster(conn: &mut PgConnection, students: &[i64]) -> Result<i32, AppError> {
    #[derive(QueryableByName)]
    struct Id {
        #[diesel(sql_type = Integer)]
        id: i32,
    }
    let find = |conn: &mut PgConnection| -> Result<Option<Id>, AppError> {
        FIND_ROSTER.query().bind::<Array<BigInt>, _>(students).get_result(conn).optional().map_err(internal)
    };
    if let Some(found) = find(conn)? {
        return Ok(found.id);
    }
    let made: Option<Id> = MAKE_ROSTER.query().bind::<Array<BigInt>, _>(students).get_result(conn).optional().map_err(internal)?;
    match made {
        Some(made) => Ok(made.id),
        // Made by a transaction that committed after this statement began.
        None => find(conn)?.map(|f| f.id).ok_or_else(|| AppError::internal("a roster was neither found nor made")),
    }
}

const INSERT_ROLL: Statement = Statement::new(
    "journal.rolls.insert_roll",
    &["int8", "date", "int4", "bytea"],
    "INSERT INTO journal_rolls AS r (schedule_lesson_id, dates, rosters, versions, codes) \
     VALUES ($1, ARRAY[$2::DATE], ARRAY[$3::INTEGER], ARRAY[1], ARRAY[$4::BYTEA]) \
     ON CONFLICT (schedule_lesson_id) DO UPDATE SET dates = r.dates || EXCLUDED.dates, rosters = r.rosters || EXCLUDED.rosters, \
     versions = r.versions || EXCLUDED.versions, codes = r.codes || EXCLUDED.codes \
     WHERE NOT ($2::DATE = ANY(r.dates))",
);

const UPDATE_ROLL: Statement = Statement::new(
    "journal.rolls.update_roll",
    &["int8", "date", "int4", "bytea", "int4", "int4"],
    "UPDATE journal_rolls SET rosters[array_position(dates, $2)] = $3, codes[array_position(dates, $2)] = $4, \
     versions[array_position(dates, $2)] = $6 \
     WHERE schedule_lesson_id = $1 AND versions[array_position(dates, $2)] = $5",
);

const DELETE_NOTES: Statement = Statement::new(
    "journal.rolls.delete_notes",
    &["int8", "date"],
    "DELETE FROM journal_notes WHERE schedule_lesson_id = $1 AND date = $2",
);

const INSERT_NOTES: Statement = Statement::new(
    "journal.rolls.insert_notes",
    &["int8", "date", "int8[]", "text[]"],
    "INSERT INTO journal_notes (schedule_lesson_id, date, student_id, note) SELECT $1, $2, u.s, u.n FROM unnest($3, $4) AS u(s, n)",
);

/// Writes the roll of a lesson's date over the one stored at `expected` (0: none yet), with its
/// notes; `StaleVersion` when another save got there first.
pub(crate) fn save(
    conn: &mut PgConnection,
    lesson: ScheduleId,
    date: NaiveDate,
    roll: &Roll,
    expected: Version,
) -> Result<Version, AppError> {
    let students: Vec<i64> = roll.entries().iter().map(|e| e.student.get()).collect();
    let codes: Vec<u8> = roll.entries().iter().map(|e| encode(e.attendance, e.mark)).collect();
    let roster = roster(conn, &students)?;
    let next = expected.next();
    let changed = if expected.get() == 0 {
        INSERT_ROLL
            .query()
            .bind::<BigInt, _>(lesson.get())
            .bind::<Date, _>(date)
            .bind::<Integer, _>(roster)
            .bind::<Bytea, _>(&codes)
            .execute(conn)
    } else {
        UPDATE_ROLL
            .query()
            .bind::<BigInt, _>(lesson.get())
            .bind::<Date, _>(date)
            .bind::<Integer, _>(roster)
            .bind::<Bytea, _>(&codes)
            .bind::<Integer, _>(expected.get())
            .bind::<Integer, _>(next.get())
            .execute(conn)
    }
    .map_err(internal)?;
    stale_unless_changed(changed)?;
    let noted: Vec<&RollEntry> = roll.entries().iter().filter(|e| !e.note.is_empty()).collect();
    if expected.get() > 0 {
        DELETE_NOTES.query().bind::<BigInt, _>(lesson.get()).bind::<Date, _>(date).execute(conn).map_err(internal)?;
    }
    if !noted.is_empty() {
        let ids: Vec<i64> = noted.iter().map(|e| e.student.get()).collect();
        let texts: Vec<&str> = noted.iter().map(|e| e.note.as_str()).collect();
        INSERT_NOTES
            .query()
            .bind::<BigInt, _>(lesson.get())
            .bind::<Date, _>(date)
            .bind::<Array<BigInt>, _>(ids)
            .bind::<Array<Text>, _>(texts)
            .execute(conn)
            .map_err(internal)?;
    }
    Ok(if expected.get() == 0 { Version::new(1) } else { next })
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![
        ELEMENTS,
        Statement::clone(&LOCKED_ELEMENTS),
        NOTES,
        FIND_ROSTER,
        MAKE_ROSTER,
        INSERT_ROLL,
        UPDATE_ROLL,
        DELETE_NOTES,
        INSERT_NOTES,
    ]
}

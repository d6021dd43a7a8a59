//! The portal's demo: `student` is the student of DI-25-01 in debt in the history of Uzbekistan
//! (a living semester with marks, absences, a retake and, as the demo has it, a contract or not),
//! and `parent` is linked to that student and to the student of AT-26-01 awarded the Navoiy
//! scholarship (or, without scholarships, one with a contract). The debt is
//! told in the portal's notifications; the journal's later changes tell the rest.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use domain::role::names;

use crate::schema::{parent_children, roles, students, user_roles, users};
use crate::statements::Statement;

type Result<T> = QueryResult<T>;

#[derive(QueryableByName)]
struct Picked {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    fio: String,
    #[diesel(sql_type = Text)]
    pinfl: String,
}

const PICK: Statement = Statement::new(
    "demo_portal.pick",
    &["text", "int8", "bool"],
    "SELECT s.id, trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name) AS fio, c.pinfl \
     FROM students s JOIN edu_groups g ON g.id = s.edu_group_id JOIN citizens c ON c.id = s.citizen_id \
     WHERE g.name = $1 AND s.deleted_at IS NULL AND s.student_status = 'ACTIVE' \
     AND (NOT $3 OR EXISTS (SELECT 1 FROM finance_contracts k WHERE k.student_id = s.id)) \
     ORDER BY c.last_name, c.first_name, s.id OFFSET $2 LIMIT 1",
);

/// The `nth` active student of a group by name (of those with a contract when `with_contract`).
fn pick(conn: &mut PgConnection, group: &str, nth: i64, with_contract: bool) -> Result<Option<Picked>> {
    PICK.query().bind::<Text, _>(group).bind::<BigInt, _>(nth).bind::<diesel::sql_types::Bool, _>(with_contract).get_result(conn).optional()
}

const DEBTOR: Statement = Statement::new(
    "demo_portal.debtor",
    &[],
    "SELECT s.id, trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name) AS fio, c.pinfl \
     FROM control_sheet_entries e JOIN control_sheets cs ON cs.id = e.sheet_id JOIN edu_groups g ON g.id = cs.edu_group_id \
     JOIN students s ON s.id = e.student_id JOIN citizens c ON c.id = s.citizen_id \
     WHERE g.name = 'DI-25-01' AND cs.control = 'FINAL' AND e.points = 0 AND s.deleted_at IS NULL ORDER BY s.id LIMIT 1",
);

/// The student of DI-25-01 who failed the history of Uzbekistan's final: the demo's retake.
fn debtor(conn: &mut PgConnection) -> Result<Option<Picked>> {
    DEBTOR.query().get_result(conn).optional()
}

const AWARDED: Statement = Statement::new(
    "demo_portal.awarded",
    &["text"],
    "SELECT s.id, trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name) AS fio, c.pinfl \
     FROM order_items it JOIN orders o ON o.id = it.order_id JOIN students s ON s.id = it.student_id \
     JOIN edu_groups g ON g.id = s.edu_group_id JOIN citizens c ON c.id = s.citizen_id \
     WHERE g.name = $1 AND o.kind = 'SCHOLARSHIP' AND o.state = 'APPLIED' AND s.deleted_at IS NULL ORDER BY s.id LIMIT 1",
);

/// The first student of a group awarded a scholarship by an applied order.
fn awarded(conn: &mut PgConnection, group: &str) -> Result<Option<Picked>> {
    AWARDED.query().bind::<Text, _>(group).get_result(conn).optional()
}

fn account(conn: &mut PgConnection, username: &str, name: &str, pinfl: Option<&str>, role: &str, password_hash: &str) -> Result<i64> {
    let id: i64 = diesel::insert_into(users::table)
        .values((users::username.eq(username), users::name.eq(name), users::password_hash.eq(password_hash), users::pinfl.eq(pinfl)))
        .returning(users::id)
        .get_result(conn)?;
    let role: i64 = roles::table.filter(roles::name.eq(role)).select(roles::id).first(conn)?;
    diesel::insert_into(user_roles::table).values((user_roles::user_id.eq(id), user_roles::role_id.eq(role))).execute(conn)?;
    Ok(id)
}

const DEBT_NOTIFICATIONS: Statement = Statement::new(
    "demo_portal.debt_notifications",
    &["int8"],
    "INSERT INTO portal_notifications (student_id, kind, edu_subject_id, date, visible_from) \
     SELECT e.student_id, 'DEBT', cs.edu_subject_id, cs.exam_date, DATE '2000-01-01' \
     FROM control_sheet_entries e JOIN control_sheets cs ON cs.id = e.sheet_id \
     WHERE e.student_id = $1 AND cs.control = 'FINAL' AND e.points = 0",
);

pub(crate) fn load(conn: &mut PgConnection, password_hash: &str) -> Result<()> {
    let loaded = diesel::select(diesel::dsl::exists(users::table.filter(users::username.eq("student")))).get_result::<bool>(conn)?;
    if loaded {
        return Ok(());
    }
    let own = match debtor(conn)? {
        Some(debtor) => Some(debtor),
        None => pick(conn, "DI-25-01", 0, false)?,
    };
    let sibling = match awarded(conn, "AT-26-01")? {
        Some(awarded) => Some(awarded),
        None => pick(conn, "AT-26-01", 0, true)?,
    };
    let (Some(own), Some(sibling)) = (own, sibling) else {
        return Ok(());
    };
    let taken = diesel::select(diesel::dsl::exists(users::table.filter(users::pinfl.eq(&own.pinfl)))).get_result::<bool>(conn)?;
    let student = account(conn, "student", &own.fio, (!taken).then_some(own.pinfl.as_str()), names::STUDENT, password_hash)?;
    diesel::update(students::table.find(own.id)).set(students::user_id.eq(student)).execute(conn)?;
    let parent = account(conn, "parent", "To‘xtayeva Gulnora", None, names::PARENT, password_hash)?;
    // The debt the demo's final made, told as the final's change would have told it.
    DEBT_NOTIFICATIONS.query().bind::<BigInt, _>(own.id).execute(conn)?;
    for child in [own.id, sibling.id] {
        diesel::insert_into(parent_children::table)
            .values((parent_children::parent_id.eq(parent), parent_children::student_id.eq(child)))
            .execute(conn)?;
    }
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![PICK, DEBTOR, AWARDED, DEBT_NOTIFICATIONS]
}

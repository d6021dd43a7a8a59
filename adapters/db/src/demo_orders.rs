//! Orders of the demo: every move the demo's status history records (academic leaves, returns,
//! expulsions, graduations) is made by an applied order of its institution, one per number and
//! year naming every student it moved, the history pointing to it; and each institution admitted
//! the students of the groups it opened in a year by one admission order of 25 August that year.
//! A draft awaits applying: an academic leave for TATU's last studying student. A TATU student was
//! admitted into a group and moved three weeks later by an applied transfer order to the group of the
//! same curriculum where they study now. Loaded once: nothing is added while an order exists.

use std::sync::LazyLock;

use diesel::prelude::*;

use crate::rows::CountRow;
use crate::statements::Statement;

/// The history's moves with the kind of order that makes each.
const MOVES: &str = "SELECT h.id, h.student_id, s.institution_id, s.edu_group_id, h.from_status, h.to_status, h.date, h.reason, \
        h.order_number, extract(year FROM h.date)::int AS year, \
        CASE WHEN h.to_status = 'ON-LEAVE' THEN 'ACADEMIC_LEAVE' \
             WHEN h.from_status = 'ON-LEAVE' AND h.to_status = 'ACTIVE' THEN 'RETURN_FROM_LEAVE' \
             WHEN h.from_status = 'WITHDRAW' AND h.to_status = 'ACTIVE' THEN 'REINSTATEMENT' \
             WHEN h.to_status = 'WITHDRAW' THEN 'EXPULSION' \
             WHEN h.to_status = 'GRADUATED' THEN 'GRADUATION' END AS kind \
     FROM student_status_history h JOIN students s ON s.id = h.student_id \
     WHERE h.order_id IS NULL AND h.from_status <> h.to_status AND h.order_number <> ''";

const ORDER_COUNT: Statement = Statement::new("demo_orders.order_count", &[], "SELECT count(*) AS count FROM orders");

static ORDERS_OF_HISTORY: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "demo_orders.orders_of_history",
        &[],
        format!(
            "INSERT INTO orders (institution_id, number, year, date, kind, purpose, state, applied_at) \
         SELECT DISTINCT ON (m.institution_id, m.year, lower(m.order_number)) m.institution_id, m.order_number, m.year, m.date, \
         m.kind, '', 'APPLIED', now() \
         FROM ({MOVES}) m WHERE m.kind IS NOT NULL ORDER BY m.institution_id, m.year, lower(m.order_number), m.id"
        ),
    )
});

static ITEMS_OF_HISTORY: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "demo_orders.items_of_history",
        &[],
        format!(
            "INSERT INTO order_items (order_id, position, student_id, reason, from_status, to_status, from_group_id, applied_group_id, \
         from_institution_id, applied_institution_id) \
         SELECT o.id, (row_number() OVER (PARTITION BY o.id ORDER BY m.id) - 1)::int, m.student_id, m.reason, m.from_status, \
         m.to_status, m.edu_group_id, m.edu_group_id, m.institution_id, m.institution_id \
         FROM ({MOVES}) m JOIN orders o ON o.institution_id = m.institution_id AND o.year = m.year \
         AND lower(o.number) = lower(m.order_number) AND o.kind = m.kind AND o.date = m.date \
         ON CONFLICT (order_id, student_id) DO NOTHING"
        ),
    )
});

const HISTORY_ORDERS: Statement = Statement::new(
    "demo_orders.history_orders",
    &[],
    "UPDATE student_status_history h SET order_id = it.order_id FROM order_items it JOIN orders o ON o.id = it.order_id \
     WHERE it.student_id = h.student_id AND lower(o.number) = lower(h.order_number) AND o.date = h.date AND h.order_id IS NULL",
);

const EMPTY_ORDERS: Statement = Statement::new(
    "demo_orders.empty_orders",
    &[],
    "DELETE FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items it WHERE it.order_id = o.id)",
);

pub fn load(conn: &mut PgConnection) -> QueryResult<()> {
    let existing: CountRow = ORDER_COUNT.query().get_result(conn)?;
    if existing.count > 0 {
        return Ok(());
    }
    ORDERS_OF_HISTORY.query().execute(conn)?;
    ITEMS_OF_HISTORY.query().execute(conn)?;
    HISTORY_ORDERS.query().execute(conn)?;
    admissions(conn)?;
    group_transfer(conn)?;
    leave_draft(conn)?;
    // An order with no item (its moves matched another order's number) is not kept.
    EMPTY_ORDERS.query().execute(conn)?;
    Ok(())
}

const ADMISSION_ORDERS: Statement = Statement::new(
    "demo_orders.admission_orders",
    &[],
    "INSERT INTO orders (institution_id, number, year, date, kind, purpose, body, basis, state, applied_at) \
     SELECT DISTINCT g.institution_id, g.opened_year || '-Q', g.opened_year, make_date(g.opened_year, 8, 25), 'ADMISSION', \
     'Talabalikka qabul qilish', 'Quyidagi abituriyentlar talabalikka qabul qilinsin', \
     'Qabul komissiyasining qarori', 'APPLIED', now() \
     FROM edu_groups g JOIN students s ON s.edu_group_id = g.id AND s.deleted_at IS NULL \
     WHERE g.deleted_at IS NULL \
     ON CONFLICT DO NOTHING",
);

const ADMISSION_ITEMS: Statement = Statement::new(
    "demo_orders.admission_items",
    &[],
    "INSERT INTO order_items (order_id, position, student_id, from_status, to_status, from_group_id, applied_group_id, \
     from_institution_id, applied_institution_id) \
     SELECT o.id, (row_number() OVER (PARTITION BY o.id ORDER BY s.id) - 1)::int, s.id, 'ACTIVE', 'ACTIVE', g.id, g.id, \
     g.institution_id, g.institution_id \
     FROM edu_groups g JOIN students s ON s.edu_group_id = g.id AND s.deleted_at IS NULL \
     JOIN orders o ON o.institution_id = g.institution_id AND o.year = g.opened_year AND o.number = g.opened_year || '-Q' \
     AND o.kind = 'ADMISSION' \
     WHERE g.deleted_at IS NULL \
     ON CONFLICT (order_id, student_id) DO NOTHING",
);

/// One applied admission order per institution and year a group opened, naming its students.
fn admissions(conn: &mut PgConnection) -> QueryResult<()> {
    ADMISSION_ORDERS.query().execute(conn)?;
    ADMISSION_ITEMS.query().execute(conn)?;
    Ok(())
}

const GROUP_TRANSFER: Statement = Statement::new(
    "demo_orders.group_transfer",
    &[],
    "WITH chosen AS (SELECT s.id AS student_id, s.institution_id, b.id AS to_group, a.id AS from_group, b.opened_year \
     FROM students s JOIN institutions i ON i.id = s.institution_id AND i.code = 'TATU' \
     JOIN edu_groups b ON b.id = s.edu_group_id AND b.deleted_at IS NULL \
     JOIN edu_groups a ON a.institution_id = b.institution_id AND a.curriculum_id = b.curriculum_id \
     AND a.opened_year = b.opened_year AND a.id < b.id AND a.deleted_at IS NULL \
     WHERE s.student_status = 'ACTIVE' AND s.deleted_at IS NULL ORDER BY b.id, s.id, a.id LIMIT 1), \
     transferred AS (INSERT INTO orders (institution_id, number, year, date, kind, purpose, body, basis, state, applied_at) \
     SELECT institution_id, opened_year || '-K', opened_year, LEAST(make_date(opened_year, 9, 15), current_date), 'TRANSFER', \
     'Talabani boshqa guruhga ko‘chirish', 'Quyidagi talaba o‘z yo‘nalishining boshqa guruhiga ko‘chirilsin', \
     'Talabaning arizasi', 'APPLIED', now() FROM chosen ON CONFLICT DO NOTHING RETURNING id), \
     admitted AS (UPDATE order_items it SET from_group_id = c.from_group, applied_group_id = c.from_group \
     FROM chosen c, orders o WHERE o.id = it.order_id AND o.kind = 'ADMISSION' AND it.student_id = c.student_id RETURNING it.id) \
     INSERT INTO order_items (order_id, position, student_id, reason, to_edu_group_id, from_status, to_status, from_group_id, \
     applied_group_id, from_institution_id, applied_institution_id) \
     SELECT t.id, 0, c.student_id, 'Talabaning arizasiga ko‘ra', c.to_group, 'ACTIVE', 'ACTIVE', c.from_group, c.to_group, \
     c.institution_id, c.institution_id FROM transferred t, chosen c",
);

/// An applied transfer at TATU between two groups of one curriculum: the student's admission names
/// the group they left, the transfer the one they study in now.
fn group_transfer(conn: &mut PgConnection) -> QueryResult<()> {
    GROUP_TRANSFER.query().execute(conn)?;
    Ok(())
}

const LEAVE_DRAFT: Statement = Statement::new(
    "demo_orders.leave_draft",
    &[],
    "WITH chosen AS (SELECT s.id, s.institution_id FROM students s JOIN institutions i ON i.id = s.institution_id \
     WHERE i.code = 'TATU' AND s.student_status = 'ACTIVE' AND s.deleted_at IS NULL \
     ORDER BY s.id DESC LIMIT 1), \
     drafted AS (INSERT INTO orders (institution_id, number, year, date, kind, purpose, body, basis, state) \
     SELECT institution_id, '1-AT', extract(year FROM current_date)::int, current_date, 'ACADEMIC_LEAVE', \
     'Akademik ta’til berish', 'Quyidagi talabaga akademik ta’til berilsin', \
     'Talabaning arizasi va tibbiy ma’lumotnoma', 'DRAFT' FROM chosen \
     ON CONFLICT DO NOTHING RETURNING id) \
     INSERT INTO order_items (order_id, position, student_id, reason) \
     SELECT d.id, 0, c.id, 'Sog‘lig‘i tufayli' FROM drafted d, chosen c",
);

/// A draft academic leave at TATU, naming its last studying student.
fn leave_draft(conn: &mut PgConnection) -> QueryResult<()> {
    LEAVE_DRAFT.query().execute(conn)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![
        ORDER_COUNT,
        Statement::clone(&ORDERS_OF_HISTORY),
        Statement::clone(&ITEMS_OF_HISTORY),
        HISTORY_ORDERS,
        EMPTY_ORDERS,
        ADMISSION_ORDERS,
        ADMISSION_ITEMS,
        GROUP_TRANSFER,
        LEAVE_DRAFT,
    ]
}

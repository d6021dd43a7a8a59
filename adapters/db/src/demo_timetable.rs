//! The demo of the timetable solver: in TATU, Karimov teaches no lesson on Saturday and prefers the
//! first two class hours of Monday to Wednesday, so that a run of `otmadmin` has a teacher's
//! unavailable and preferred periods to respect and the settings screen shows some of each.

use diesel::prelude::*;

use crate::statements::Statement;

const UNAVAILABLE: Statement = Statement::new(
    "demo_timetable.unavailable",
    &[],
    "INSERT INTO teacher_unavailability (institution_id, staff_id, weekday, class_hour_id) \
     SELECT s.institution_id, s.id, 6, h.id FROM staffs s JOIN citizens c ON c.id = s.citizen_id \
     JOIN institutions i ON i.id = s.institution_id JOIN class_hours h ON h.institution_id = i.id \
     WHERE i.code = 'TATU' AND c.last_name = 'Karimov' AND s.deleted_at IS NULL \
     ON CONFLICT DO NOTHING",
);

const PREFERRED: Statement = Statement::new(
    "demo_timetable.preferred",
    &[],
    "INSERT INTO teacher_unavailability (institution_id, staff_id, kind, weekday, class_hour_id) \
     SELECT s.institution_id, s.id, 'PREFERRED', d.weekday, h.id FROM staffs s JOIN citizens c ON c.id = s.citizen_id \
     JOIN institutions i ON i.id = s.institution_id JOIN class_hours h ON h.institution_id = i.id AND h.number <= 2 \
     CROSS JOIN generate_series(1, 3) AS d(weekday) \
     WHERE i.code = 'TATU' AND c.last_name = 'Karimov' AND s.deleted_at IS NULL \
     ON CONFLICT DO NOTHING",
);

pub(crate) fn load(conn: &mut PgConnection) -> QueryResult<()> {
    UNAVAILABLE.query().execute(conn)?;
    PREFERRED.query().execute(conn)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![UNAVAILABLE, PREFERRED]
}

//! The winter exam session of the demo university: after the semester's last lessons, every group's
//! final in each subject it is taught, one a day, and a retake for DI-25-01's student in debt in the
//! history of Uzbekistan. Saved through the exams' own repositories, as a dean's office saves them:
//! each exam dates its control sheet and names its examiner, unless the sheet is closed.

use application::ports::{ControlSheetRepository, ExamRepository, Lock, SheetChange, SheetKey};
use chrono::{Datelike, Duration, NaiveDate, Weekday};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, SmallInt, Text};
use domain::assessment::Control;
use domain::ids::{ClassHourId, CurriculumId, EduSubjectId, GroupId, InstitutionId, RoomId, StaffId};
use domain::schedule::ExamDetails;

use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

type Result<T> = QueryResult<T>;

#[derive(QueryableByName)]
struct Taught {
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = BigInt)]
    curriculum_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Text)]
    subject_code: String,
    #[diesel(sql_type = SmallInt)]
    semester: i16,
    #[diesel(sql_type = BigInt)]
    teacher_id: i64,
    #[diesel(sql_type = BigInt)]
    room_id: i64,
    #[diesel(sql_type = BigInt)]
    first_hour: i64,
    #[diesel(sql_type = BigInt)]
    second_hour: i64,
    #[diesel(sql_type = diesel::sql_types::Date)]
    last_day: NaiveDate,
}

const TAUGHT: Statement = Statement::new(
    "demo_exams.taught",
    &[],
    "SELECT g.institution_id, g.id AS edu_group_id, g.curriculum_id, g.name AS group_name, l.edu_subject_id, s.code AS subject_code, \
     g.current_semester::smallint AS semester, min(l.teacher_id) AS teacher_id, max(l.room_id) AS room_id, \
     (SELECT h.id FROM class_hours h WHERE h.institution_id = g.institution_id ORDER BY h.number LIMIT 1) AS first_hour, \
     (SELECT h.id FROM class_hours h WHERE h.institution_id = g.institution_id ORDER BY h.number OFFSET 1 LIMIT 1) AS second_hour, \
     max(l.end_date) AS last_day \
     FROM schedule_lessons l JOIN edu_groups g ON g.id = l.edu_group_id JOIN edu_subjects s ON s.id = l.edu_subject_id \
     JOIN institutions i ON i.id = g.institution_id \
     WHERE l.deleted_at IS NULL AND i.code = 'TATU' \
     GROUP BY g.institution_id, g.id, g.curriculum_id, g.name, l.edu_subject_id, s.code, g.current_semester ORDER BY g.name, s.code",
);

/// The days of the session from the day after the semester's end, Sundays left out.
fn session_days(after: NaiveDate) -> impl Iterator<Item = NaiveDate> {
    (1..).map(move |n| after + Duration::days(n)).filter(|d| d.weekday() != Weekday::Sun)
}

pub(crate) fn load(conn: &mut PgConnection) -> Result<()> {
    if diesel::select(diesel::dsl::exists(crate::schema::exams::table.select(crate::schema::exams::id))).get_result::<bool>(conn)? {
        return Ok(());
    }
    let taught: Vec<Taught> = TAUGHT.query().load(conn)?;
    let Some(last_lesson) = taught.iter().map(|t| t.last_day).max() else { return Ok(()) };
    let mut tx = PgTransaction::over(conn);
    let mut days = session_days(last_lesson);
    for t in &taught {
        let Some(date) = days.next() else { break };
        let mut details = ExamDetails {
            group: GroupId::from_stored(t.edu_group_id),
            subgroup: None,
            subject: EduSubjectId::from_stored(t.edu_subject_id),
            semester: i32::from(t.semester),
            control: Control::Final,
            attempt: 1,
            date,
            class_hour: ClassHourId::from_stored(t.first_hour),
            room: RoomId::from_stored(t.room_id),
            examiner: StaffId::from_stored(t.teacher_id),
        };
        if t.group_name == "DI-25-01" && t.subject_code == "OT-101" {
            // Its final is behind it: the student in debt retakes it.
            details.attempt = 2;
            details.class_hour = ClassHourId::from_stored(t.second_hour);
        }
        let refused = |e: application::AppError| diesel::result::Error::QueryBuilderError(e.to_string().into());
        let institution = InstitutionId::from_stored(t.institution_id);
        ExamRepository::insert(&mut tx, institution, &details).map_err(refused)?;
        let key = SheetKey {
            group: details.group,
            subject: details.subject,
            semester: details.semester,
            control: details.control,
            attempt: i32::from(details.attempt),
        };
        let stored = ControlSheetRepository::find(&mut tx, &key, Lock::None).map_err(refused)?;
        if stored.as_ref().is_none_or(|s| s.closed_at.is_none()) {
            let change = SheetChange { exam_date: Some(date), examiner: Some(details.examiner), entries: Vec::new() };
            let curriculum = CurriculumId::from_stored(t.curriculum_id);
            ControlSheetRepository::save(&mut tx, &key, institution, curriculum, stored.map(|s| (s.id, s.version)), &change)
                .map_err(refused)?;
        }
    }
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![TAUGHT]
}

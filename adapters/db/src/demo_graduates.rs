//! Graduates of the demo: a TATU group in the last semester of its curriculum, with candidates
//! in every state (ready, a DAK exam unrated, a subject unrated, a subject failed) and one
//! graduate with the naming of their diploma. The diploma itself is issued by the server through
//! its use case, since only the server knows the typesetter (`server::demo_documents`).

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Integer, SmallInt, Text};
use domain::pinfl::Pinfl;

use crate::rows::IdRow;
use crate::schema::{curricula, curriculum_templates, edu_directions, edu_subject_types, edu_subjects, institutions};
use crate::statements::Statement;

pub(crate) const CURRICULUM: &str = "Dasturiy injiniring (2023–2027)";
pub(crate) const GROUP: &str = "DI-23-01";
/// Each subject and its hours per semester (I to IV); all four semesters are taught.
const PLAN: [(&str, [i32; 4]); 5] = [
    ("OM-101", [120, 120, 0, 0]),
    ("FIZ-101", [90, 90, 0, 0]),
    ("IT-101", [60, 60, 0, 0]),
    ("DA-101", [0, 0, 100, 100]),
    ("OT-101", [0, 0, 90, 0]),
];
const EXAMS: [[&str; 3]; 2] = [
    ["Dasturlash bo‘yicha davlat imtihoni", "Государственный экзамен по программированию", "State examination in programming"],
    ["Bitiruv malakaviy ishi himoyasi", "Защита выпускной квалификационной работы", "Defence of the graduation thesis"],
];
const PEOPLE: [(&str, &str, &str, i16); 8] = [
    ("Karimov", "Jasur", "Olim o‘g‘li", 1),
    ("Yusupova", "Malika", "Akmal qizi", 2),
    ("Rahimov", "Sardor", "Botir o‘g‘li", 1),
    ("Qodirova", "Nilufar", "Farhod qizi", 2),
    ("Ergashev", "Bekzod", "Ilhom o‘g‘li", 1),
    ("Nazarova", "Dilnoza", "Zafar qizi", 2),
    ("Sobirov", "Otabek", "Nodir o‘g‘li", 1),
    ("Mirzayeva", "Sevara", "Alisher qizi", 2),
];
/// The one who has graduated and been named.
pub(crate) const GRADUATE: usize = 4;

/// The graduate's naming, with the diploma's series and number.
const INSERT_NAMING: Statement = Statement::new(
    "demo_graduates.insert_naming",
    &["int8", "int8"],
    "INSERT INTO graduate_namings (student_id, institution_id, qualification_uz, qualification_ru, qualification_en, \
     diploma_series, diploma_number) VALUES ($1, $2, 'Dasturiy injiniring bakalavri', \
     'Бакалавр программной инженерии', 'Bachelor of software engineering', 'DI', '2700001')",
);

const INSERT_CURRICULUM: Statement = Statement::new(
    "demo_graduates.insert_curriculum",
    &["int8", "text", "int8", "int8", "int8"],
    "INSERT INTO curricula (institution_id, name, subject_type_id, start_year, end_year, edu_direction_id, status, edu_form, \
     curriculum_template_id, edu_language, rating_type, number_of_semesters) \
     VALUES ($1, $2, $3, 2023, 2027, $4, 'APPROVED', 'FULL_TIME', $5, 'UZ', 'HUNDRED_POINT', 4) RETURNING id",
);

const INSERT_CURRICULUM_SUBJECT: Statement = Statement::new(
    "demo_graduates.insert_curriculum_subject",
    &["int8", "int8", "int4", "int4"],
    "INSERT INTO curriculum_subjects (curriculum_id, edu_subject_id, study_hours, position) VALUES ($1, $2, $3, $4)",
);

const INSERT_SEMESTER: Statement = Statement::new(
    "demo_graduates.insert_semester",
    &["int8", "int4", "date", "date"],
    "INSERT INTO curriculum_semesters (curriculum_id, semester_number, start_date, end_date) VALUES ($1, $2, $3, $4)",
);

const INSERT_SEMESTER_SUBJECT: Statement = Statement::new(
    "demo_graduates.insert_semester_subject",
    &["int8", "int4", "int8", "int4", "int4"],
    "INSERT INTO curriculum_semester_subjects (curriculum_id, semester_number, edu_subject_id, study_hours, is_separated, position) \
     VALUES ($1, $2, $3, $4, false, $5)",
);

const INSERT_VOCATIONAL: Statement = Statement::new(
    "demo_graduates.insert_vocational",
    &["int8"],
    "INSERT INTO curriculum_vocational_subjects (curriculum_id, name_uz, name_ru, name_en, study_hours, position) \
     VALUES ($1, 'Malakaviy amaliyot', 'Производственная практика', 'Work placement', 120, 0)",
);

const INSERT_EXAM: Statement = Statement::new(
    "demo_graduates.insert_exam",
    &["int8", "text", "text", "text", "int4"],
    "INSERT INTO curriculum_exams (curriculum_id, name_uz, name_ru, name_en, study_hours, position) VALUES ($1, $2, $3, $4, 36, $5) RETURNING id",
);

const INSERT_GROUP: Statement = Statement::new(
    "demo_graduates.insert_group",
    &["int8", "text", "int8", "int8"],
    "INSERT INTO edu_groups (institution_id, name, course, current_semester, number_of_students, opened_year, curriculum_id, \
     edu_direction_id, edu_form, edu_language) VALUES ($1, $2, 2, 4, 25, 2023, $3, $4, 'FULL_TIME', 'UZ') RETURNING id",
);

const INSERT_CITIZEN: Statement = Statement::new(
    "demo_graduates.insert_citizen",
    &["text", "text", "text", "text", "date", "int2", "text"],
    "INSERT INTO citizens (pinfl, last_name, first_name, middle_name, birth_date, gender, passport) \
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
);

const INSERT_STUDENT: Statement = Statement::new(
    "demo_graduates.insert_student",
    &["int8", "int8", "int8", "text"],
    "INSERT INTO students (institution_id, citizen_id, edu_group_id, student_status) VALUES ($1, $2, $3, $4) RETURNING id",
);

const INSERT_RATING: Statement = Statement::new(
    "demo_graduates.insert_rating",
    &["int8", "int8", "int8", "int4", "int4"],
    "INSERT INTO ratings (student_id, curriculum_id, edu_subject_id, semester_number, rating) VALUES ($1, $2, $3, $4, $5)",
);

const INSERT_EXAM_RATING: Statement = Statement::new(
    "demo_graduates.insert_exam_rating",
    &["int8", "int8", "int4"],
    "INSERT INTO exam_ratings (student_id, curriculum_exam_id, rating) VALUES ($1, $2, $3)",
);

const INSERT_GRADUATED: Statement = Statement::new(
    "demo_graduates.insert_graduated",
    &["int8"],
    "INSERT INTO student_status_history (student_id, from_status, to_status, date, reason, order_number) \
     VALUES ($1, 'ACTIVE', 'GRADUATED', '2027-06-30', 'Yakuniy davlat attestatsiyasidan o‘tgan', '312-T')",
);

pub(crate) fn load(conn: &mut PgConnection) -> QueryResult<()> {
    let loaded: bool = diesel::select(diesel::dsl::exists(curricula::table.filter(curricula::name.eq(CURRICULUM)))).get_result(conn)?;
    if loaded {
        return Ok(());
    }
    let tatu: i64 = institutions::table.filter(institutions::code.eq("TATU")).select(institutions::id).first(conn)?;
    let direction: i64 = edu_directions::table.filter(edu_directions::code.eq("60610600")).select(edu_directions::id).first(conn)?;
    let template: i64 = curriculum_templates::table
        .filter(curriculum_templates::institution_type.eq("HEI"))
        .select(curriculum_templates::id)
        .order(curriculum_templates::id)
        .first(conn)?;
    let subject_type: i64 =
        edu_subject_types::table.filter(edu_subject_types::name_uz.eq("Ixtisoslik fanlari")).select(edu_subject_types::id).first(conn)?;
    let curriculum = INSERT_CURRICULUM
        .query()
        .bind::<BigInt, _>(tatu)
        .bind::<Text, _>(CURRICULUM)
        .bind::<BigInt, _>(subject_type)
        .bind::<BigInt, _>(direction)
        .bind::<BigInt, _>(template)
        .get_result::<IdRow>(conn)?
        .id;
    let mut subjects = Vec::new();
    for (position, (code, hours)) in PLAN.iter().enumerate() {
        let subject: i64 = edu_subjects::table.filter(edu_subjects::code.eq(code)).select(edu_subjects::id).first(conn)?;
        subjects.push((subject, *hours));
        INSERT_CURRICULUM_SUBJECT
            .query()
            .bind::<BigInt, _>(curriculum)
            .bind::<BigInt, _>(subject)
            .bind::<Integer, _>(hours.iter().sum::<i32>())
            .bind::<Integer, _>(position as i32)
            .execute(conn)?;
    }
    let starts = [(2025, 9, 1), (2026, 1, 26), (2026, 9, 1), (2027, 1, 25)];
    for (index, (y, m, d)) in starts.into_iter().enumerate() {
        // Never the default: the starts above are real days.
        let start = chrono::NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default();
        INSERT_SEMESTER
            .query()
            .bind::<BigInt, _>(curriculum)
            .bind::<Integer, _>(index as i32 + 1)
            .bind::<Date, _>(start)
            .bind::<Date, _>(start + chrono::Duration::days(135))
            .execute(conn)?;
        for (position, (subject, hours)) in subjects.iter().filter(|(_, h)| h[index] > 0).enumerate() {
            INSERT_SEMESTER_SUBJECT
                .query()
                .bind::<BigInt, _>(curriculum)
                .bind::<Integer, _>(index as i32 + 1)
                .bind::<BigInt, _>(subject)
                .bind::<Integer, _>(hours[index])
                .bind::<Integer, _>(position as i32)
                .execute(conn)?;
        }
    }
    INSERT_VOCATIONAL.query().bind::<BigInt, _>(curriculum).execute(conn)?;
    let mut exams = Vec::new();
    for (position, [uz, ru, en]) in EXAMS.iter().enumerate() {
        let exam = INSERT_EXAM
            .query()
            .bind::<BigInt, _>(curriculum)
            .bind::<Text, _>(uz)
            .bind::<Text, _>(ru)
            .bind::<Text, _>(en)
            .bind::<Integer, _>(position as i32)
            .get_result::<IdRow>(conn)?
            .id;
        exams.push(exam);
    }
    let group = INSERT_GROUP
        .query()
        .bind::<BigInt, _>(tatu)
        .bind::<Text, _>(GROUP)
        .bind::<BigInt, _>(curriculum)
        .bind::<BigInt, _>(direction)
        .get_result::<IdRow>(conn)?
        .id;
    for (i, (last, first, middle, gender)) in PEOPLE.iter().enumerate() {
        // Never the default: the eight people make months 1 to 8 and days 10 to 17, all real days.
        let born = chrono::NaiveDate::from_ymd_opt(2005, 1 + i as u32, 10 + i as u32).unwrap_or_default();
        let first13 = format!("{}{}{:06}", 4 + gender, born.format("%d%m%y"), 290_000 + i);
        let digits: Vec<u32> = first13.bytes().map(|b| u32::from(b - b'0')).collect();
        let pinfl = format!("{first13}{}", Pinfl::check_digit(&digits));
        let citizen = INSERT_CITIZEN
            .query()
            .bind::<Text, _>(&pinfl)
            .bind::<Text, _>(last)
            .bind::<Text, _>(first)
            .bind::<Text, _>(middle)
            .bind::<Date, _>(born)
            .bind::<SmallInt, _>(gender)
            .bind::<Text, _>(format!("AC{:07}", 2_900_000 + i))
            .get_result::<IdRow>(conn)?
            .id;
        let status = if i == GRADUATE { "GRADUATED" } else { "ACTIVE" };
        let student = INSERT_STUDENT
            .query()
            .bind::<BigInt, _>(tatu)
            .bind::<BigInt, _>(citizen)
            .bind::<BigInt, _>(group)
            .bind::<Text, _>(status)
            .get_result::<IdRow>(conn)?
            .id;
        for semester in 1..=4usize {
            for (s, (subject, hours)) in subjects.iter().enumerate() {
                if hours[semester - 1] == 0 || (i == 2 && s == 3 && semester == 4) {
                    continue;
                }
                let rating = if i == 3 && s == 4 { 40 } else { 60 + ((i * 7 + s * 5 + semester * 3) % 40) as i32 };
                INSERT_RATING
                    .query()
                    .bind::<BigInt, _>(student)
                    .bind::<BigInt, _>(curriculum)
                    .bind::<BigInt, _>(subject)
                    .bind::<Integer, _>(semester as i32)
                    .bind::<Integer, _>(rating)
                    .execute(conn)?;
            }
        }
        let rated = match i {
            1 => 1,
            2 | 3 => 0,
            _ => exams.len(),
        };
        for (e, exam) in exams.iter().take(rated).enumerate() {
            INSERT_EXAM_RATING
                .query()
                .bind::<BigInt, _>(student)
                .bind::<BigInt, _>(exam)
                .bind::<Integer, _>(70 + ((i * 3 + e * 11) % 30) as i32)
                .execute(conn)?;
        }
        if i == GRADUATE {
            INSERT_GRADUATED.query().bind::<BigInt, _>(student).execute(conn)?;
            INSERT_NAMING.query().bind::<BigInt, _>(student).bind::<BigInt, _>(tatu).execute(conn)?;
        }
    }
    Ok(())
}

/// Who issues a demo document and to whom.
#[derive(QueryableByName)]
struct Issuer {
    #[diesel(sql_type = BigInt)]
    user_id: i64,
    #[diesel(sql_type = BigInt)]
    role_id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    student_id: i64,
}

const DIPLOMA_ISSUER: Statement = Statement::new(
    "demo_graduates.diploma_issuer",
    &["text", "text"],
    "SELECT u.id AS user_id, r.id AS role_id, n.institution_id, n.student_id \
     FROM graduate_namings n JOIN students s ON s.id = n.student_id JOIN edu_groups g ON g.id = s.edu_group_id \
     JOIN users u ON u.username = 'otmadmin' JOIN roles r ON r.name = $1 \
     WHERE g.name = $2 AND NOT EXISTS (SELECT 1 FROM graduate_documents d WHERE d.student_id = n.student_id) LIMIT 1",
);

/// Who issues the demo graduate's diploma and to whom: the `otmadmin` user, their role, TATU and
/// the student; `None` once it has been issued (or before the demo is loaded).
pub fn diploma_to_issue(conn: &mut PgConnection) -> QueryResult<Option<(i64, i64, i64, i64)>> {
    let found: Option<Issuer> = DIPLOMA_ISSUER
        .query()
        .bind::<Text, _>(domain::role::names::INSTITUTION_ADMIN)
        .bind::<Text, _>(GROUP)
        .get_result(conn)
        .optional()?;
    Ok(found.map(|f| (f.user_id, f.role_id, f.institution_id, f.student_id)))
}

const STUDY_DOCUMENT_ISSUER: Statement = Statement::new(
    "demo_graduates.study_document_issuer",
    &["text"],
    "SELECT u.id AS user_id, r.id AS role_id, s.institution_id, s.id AS student_id \
     FROM students s JOIN edu_groups g ON g.id = s.edu_group_id \
     JOIN users u ON u.username = 'otmadmin' JOIN roles r ON r.name = $1 \
     WHERE g.name = 'DI-25-01' AND s.deleted_at IS NULL AND s.student_status = 'ACTIVE' \
     AND NOT EXISTS (SELECT 1 FROM graduate_documents d WHERE d.student_id = s.id) \
     ORDER BY s.id DESC LIMIT 1",
);

/// Who issues the demo's transcript and reference of study and to whom: the `otmadmin` user, their
/// role, the institution and the last student of DI-25-01 (whose semester has a closed final);
/// `None` once they have been issued (or before the demo is loaded).
pub fn study_documents_to_issue(conn: &mut PgConnection) -> QueryResult<Option<(i64, i64, i64, i64)>> {
    let found: Option<Issuer> =
        STUDY_DOCUMENT_ISSUER.query().bind::<Text, _>(domain::role::names::INSTITUTION_ADMIN).get_result(conn).optional()?;
    Ok(found.map(|f| (f.user_id, f.role_id, f.institution_id, f.student_id)))
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![
        INSERT_NAMING,
        INSERT_CURRICULUM,
        INSERT_CURRICULUM_SUBJECT,
        INSERT_SEMESTER,
        INSERT_SEMESTER_SUBJECT,
        INSERT_VOCATIONAL,
        INSERT_EXAM,
        INSERT_GROUP,
        INSERT_CITIZEN,
        INSERT_STUDENT,
        INSERT_RATING,
        INSERT_EXAM_RATING,
        INSERT_GRADUATED,
        DIPLOMA_ISSUER,
        STUDY_DOCUMENT_ISSUER,
    ]
}

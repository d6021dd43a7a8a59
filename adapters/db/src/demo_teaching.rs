//! The teaching process of the demo: directions of both kinds of institution, two approved
//! curricula of TATU with their distribution, six groups over two courses, 150 students in every
//! status with valid PINFLs, a split into subgroups and a year of ratings.

use chrono::NaiveDate;
use diesel::prelude::*;
use domain::pinfl::Pinfl;

use crate::schema::{
    curricula, curriculum_exams, curriculum_semester_subjects, curriculum_semesters, curriculum_subjects, curriculum_templates,
    curriculum_vocational_subjects, edu_directions, edu_groups, edu_subgroup_students, edu_subgroups, edu_subject_types, edu_subjects,
    institutions, ratings, student_status_history, students,
};

const DIRECTIONS: [(&str, [&str; 3], &str); 4] = [
    ("60610600", ["Dasturiy injiniring", "Программная инженерия", "Software engineering"], "HEI"),
    (
        "60610500",
        ["Axborot tizimlari va texnologiyalari", "Информационные системы и технологии", "Information systems and technologies"],
        "HEI",
    ),
    ("AL-0101", ["Aniq va tabiiy fanlar", "Точные и естественные науки", "Exact and natural sciences"], "LYCEUM"),
    ("AL-0201", ["Ijtimoiy-gumanitar fanlar", "Социально-гуманитарные науки", "Social sciences and humanities"], "LYCEUM"),
];

struct DemoCurriculum {
    name: &'static str,
    direction: &'static str,
    start_year: i32,
    rating_type: &'static str,
    /// Semester start dates; each lasts about four and a half months.
    semesters: [(i32, u32, u32); 4],
    groups: [&'static str; 3],
    course: i32,
    current_semester: i32,
}

const CURRICULA: [DemoCurriculum; 2] = [
    DemoCurriculum {
        name: "Dasturiy injiniring (2025–2029)",
        direction: "60610600",
        start_year: 2025,
        rating_type: "FIVE_POINT",
        semesters: [(2025, 9, 2), (2026, 1, 26), (2026, 9, 1), (2027, 1, 25)],
        groups: ["DI-25-01", "DI-25-02", "DI-25-03"],
        course: 2,
        current_semester: 3,
    },
    DemoCurriculum {
        name: "Axborot tizimlari (2026–2030)",
        direction: "60610500",
        start_year: 2026,
        rating_type: "HUNDRED_POINT",
        semesters: [(2026, 9, 1), (2027, 1, 25), (2027, 9, 1), (2028, 1, 24)],
        groups: ["AT-26-01", "AT-26-02", "AT-26-03"],
        course: 1,
        current_semester: 1,
    },
];

/// Each subject of the model curriculum and its hours per semester (I to IV).
const PLAN: [(&str, [i32; 4]); 5] = [
    ("OM-101", [120, 120, 0, 0]),
    ("FIZ-101", [90, 90, 0, 0]),
    ("IT-101", [60, 60, 0, 0]),
    ("DA-101", [0, 0, 100, 100]),
    ("OT-101", [0, 0, 90, 0]),
];

const MEN: [&str; 12] =
    ["Azizbek", "Jasur", "Sardor", "Bekzod", "Otabek", "Doniyor", "Shohruh", "Javohir", "Sherzod", "Ulug‘bek", "Akmal", "Temur"];
const WOMEN: [&str; 12] =
    ["Malika", "Dilnoza", "Nilufar", "Madina", "Gulnoza", "Shahnoza", "Zarina", "Sevara", "Mohinur", "Kamola", "Feruza", "Munisa"];
const FAMILIES: [&str; 14] = [
    "Karimov",
    "Rahimov",
    "Yusupov",
    "Toshmatov",
    "Abdullayev",
    "Qodirov",
    "Ergashev",
    "Nazarov",
    "Sobirov",
    "Xolmatov",
    "Mirzayev",
    "Islomov",
    "Saidov",
    "Jo‘rayev",
];
const FATHERS: [&str; 10] = ["Akmal", "Rustam", "Shavkat", "Botir", "Farhod", "Ilhom", "Zafar", "Nodir", "Alisher", "Baxtiyor"];

/// The `n`-th demo student: name, gender, birth date, PINFL and passport.
pub(crate) fn person(n: usize, born_year: i32) -> (String, String, String, i16, NaiveDate, String, String) {
    let gender: i16 = if n.is_multiple_of(2) { 1 } else { 2 };
    let family = FAMILIES[n % FAMILIES.len()];
    let father = FATHERS[(n / 3) % FATHERS.len()];
    let (last, first, middle) = if gender == 1 {
        (family.to_string(), MEN[(n / 2) % MEN.len()].to_string(), format!("{father} o‘g‘li"))
    } else {
        (format!("{family}a"), WOMEN[(n / 2) % WOMEN.len()].to_string(), format!("{father} qizi"))
    };
    // Never the default: month 1 to 12 and day 1 to 28 make a day of every year.
    let born = NaiveDate::from_ymd_opt(born_year - (n % 2) as i32, 1 + (n % 12) as u32, 1 + (n % 28) as u32).unwrap_or_default();
    let century = if born.format("%Y").to_string().starts_with("19") { 2 } else { 4 } + gender;
    let first13 = format!("{century}{}{:06}", born.format("%d%m%y"), 270_000 + n);
    let digits: Vec<u32> = first13.bytes().map(|b| u32::from(b - b'0')).collect();
    let pinfl = format!("{first13}{}", Pinfl::check_digit(&digits));
    let passport = format!("A{}{:07}", ['A', 'B', 'C', 'D'][n % 4], 3_100_000 + n);
    (last, first, middle, gender, born, pinfl, passport)
}

/// A day the demo names; never the default, as every day it names is real.
fn date((year, month, day): (i32, u32, u32)) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day).unwrap_or_default()
}

pub(crate) fn load(conn: &mut PgConnection) -> QueryResult<()> {
    for (code, [uz, ru, en], kind) in DIRECTIONS {
        diesel::insert_into(edu_directions::table)
            .values((
                edu_directions::code.eq(code),
                edu_directions::name_uz.eq(uz),
                edu_directions::name_ru.eq(ru),
                edu_directions::name_en.eq(en),
                edu_directions::institution_type.eq(kind),
            ))
            .on_conflict_do_nothing()
            .execute(conn)?;
    }
    let loaded: bool =
        diesel::select(diesel::dsl::exists(curricula::table.filter(curricula::name.eq(CURRICULA[0].name)))).get_result(conn)?;
    if loaded {
        return Ok(());
    }
    let tatu: i64 = institutions::table.filter(institutions::code.eq("TATU")).select(institutions::id).first(conn)?;
    let template: i64 = curriculum_templates::table
        .filter(curriculum_templates::institution_type.eq("HEI"))
        .select(curriculum_templates::id)
        .order(curriculum_templates::id)
        .first(conn)?;
    let subject_type: i64 =
        edu_subject_types::table.filter(edu_subject_types::name_uz.eq("Ixtisoslik fanlari")).select(edu_subject_types::id).first(conn)?;
    let mut n = 0usize;
    for curriculum in &CURRICULA {
        let direction: i64 =
            edu_directions::table.filter(edu_directions::code.eq(curriculum.direction)).select(edu_directions::id).first(conn)?;
        let id: i64 = diesel::insert_into(curricula::table)
            .values((
                curricula::institution_id.eq(tatu),
                curricula::name.eq(curriculum.name),
                curricula::subject_type_id.eq(subject_type),
                curricula::start_year.eq(curriculum.start_year),
                curricula::end_year.eq(curriculum.start_year + 4),
                curricula::edu_direction_id.eq(direction),
                curricula::status.eq("APPROVED"),
                curricula::edu_form.eq("FULL_TIME"),
                curricula::curriculum_template_id.eq(template),
                curricula::edu_language.eq("UZ"),
                curricula::rating_type.eq(curriculum.rating_type),
                curricula::number_of_semesters.eq(4),
            ))
            .returning(curricula::id)
            .get_result(conn)?;
        let mut subjects = Vec::new();
        for (position, (code, hours)) in PLAN.iter().enumerate() {
            let subject: i64 = edu_subjects::table.filter(edu_subjects::code.eq(code)).select(edu_subjects::id).first(conn)?;
            subjects.push((subject, *hours));
            diesel::insert_into(curriculum_subjects::table)
                .values((
                    curriculum_subjects::curriculum_id.eq(id),
                    curriculum_subjects::edu_subject_id.eq(subject),
                    curriculum_subjects::study_hours.eq(hours.iter().sum::<i32>()),
                    curriculum_subjects::position.eq(position as i32),
                ))
                .execute(conn)?;
        }
        for (index, start) in curriculum.semesters.iter().enumerate() {
            let semester = index as i32 + 1;
            let start = date(*start);
            diesel::insert_into(curriculum_semesters::table)
                .values((
                    curriculum_semesters::curriculum_id.eq(id),
                    curriculum_semesters::semester_number.eq(semester),
                    curriculum_semesters::start_date.eq(Some(start)),
                    curriculum_semesters::end_date.eq(Some(start + chrono::Duration::days(135))),
                ))
                .execute(conn)?;
            for (position, (subject, hours)) in subjects.iter().filter(|(_, h)| h[index] > 0).enumerate() {
                diesel::insert_into(curriculum_semester_subjects::table)
                    .values((
                        curriculum_semester_subjects::curriculum_id.eq(id),
                        curriculum_semester_subjects::semester_number.eq(semester),
                        curriculum_semester_subjects::edu_subject_id.eq(subject),
                        curriculum_semester_subjects::study_hours.eq(hours[index]),
                        curriculum_semester_subjects::is_separated.eq(false),
                        curriculum_semester_subjects::position.eq(position as i32),
                    ))
                    .execute(conn)?;
            }
        }
        diesel::insert_into(curriculum_vocational_subjects::table)
            .values((
                curriculum_vocational_subjects::curriculum_id.eq(id),
                curriculum_vocational_subjects::name_uz.eq("Malakaviy amaliyot"),
                curriculum_vocational_subjects::name_ru.eq("Производственная практика"),
                curriculum_vocational_subjects::name_en.eq("Work placement"),
                curriculum_vocational_subjects::study_hours.eq(120),
                curriculum_vocational_subjects::position.eq(0),
            ))
            .execute(conn)?;
        diesel::insert_into(curriculum_exams::table)
            .values((
                curriculum_exams::curriculum_id.eq(id),
                curriculum_exams::name_uz.eq("Yakuniy davlat attestatsiyasi"),
                curriculum_exams::name_ru.eq("Итоговая государственная аттестация"),
                curriculum_exams::name_en.eq("Final state attestation"),
                curriculum_exams::study_hours.eq(36),
                curriculum_exams::position.eq(0),
            ))
            .execute(conn)?;
        for (g, name) in curriculum.groups.iter().enumerate() {
            let group: i64 = diesel::insert_into(edu_groups::table)
                .values((
                    edu_groups::institution_id.eq(tatu),
                    edu_groups::name.eq(name),
                    edu_groups::course.eq(curriculum.course),
                    edu_groups::current_semester.eq(curriculum.current_semester),
                    edu_groups::number_of_students.eq(28),
                    edu_groups::opened_year.eq(curriculum.start_year),
                    edu_groups::curriculum_id.eq(id),
                    edu_groups::edu_direction_id.eq(direction),
                    edu_groups::edu_form.eq("FULL_TIME"),
                    edu_groups::edu_language.eq(if g == 2 { "RU" } else { "UZ" }),
                ))
                .returning(edu_groups::id)
                .get_result(conn)?;
            let mut members = Vec::new();
            for i in 0..25 {
                let (last, first, middle, gender, born, pinfl, passport) = person(n, curriculum.start_year - 18);
                n += 1;
                let citizen: i64 = diesel::insert_into(crate::schema::citizens::table)
                    .values((
                        crate::schema::citizens::pinfl.eq(&pinfl),
                        crate::schema::citizens::last_name.eq(&last),
                        crate::schema::citizens::first_name.eq(&first),
                        crate::schema::citizens::middle_name.eq(&middle),
                        crate::schema::citizens::birth_date.eq(born),
                        crate::schema::citizens::gender.eq(gender),
                        crate::schema::citizens::passport.eq(&passport),
                    ))
                    .returning(crate::schema::citizens::id)
                    .get_result(conn)?;
                // A few students of the older course have left the ordinary path.
                let moves: &[(&str, &str, &str)] = match (curriculum.course, g, i) {
                    (2, 0, 3) | (2, 1, 7) => &[("ACTIVE", "ON-LEAVE", "Sog‘lig‘i sababli")],
                    (2, 2, 5) => &[("ACTIVE", "WITHDRAW", "O‘z xohishiga ko‘ra")],
                    (2, 1, 11) => &[
                        ("ACTIVE", "WITHDRAW", "O‘qish to‘lovi amalga oshirilmagan"),
                        ("WITHDRAW", "ARCHIVED", "Hujjatlar arxivga topshirildi"),
                    ],
                    (2, 0, 9) => &[("ACTIVE", "GRADUATED", "Eksternat tartibida bitirgan")],
                    _ => &[],
                };
                let status = moves.last().map_or("ACTIVE", |(_, to, _)| *to);
                let student: i64 = diesel::insert_into(students::table)
                    .values((
                        students::institution_id.eq(tatu),
                        students::citizen_id.eq(citizen),
                        students::edu_group_id.eq(group),
                        students::student_status.eq(status),
                        students::social_status.eq(if i % 9 == 4 { "Ijtimoiy himoyaga muhtoj oila farzandi" } else { "" }),
                    ))
                    .returning(students::id)
                    .get_result(conn)?;
                for (k, (from, to, reason)) in moves.iter().enumerate() {
                    diesel::insert_into(student_status_history::table)
                        .values((
                            student_status_history::student_id.eq(student),
                            student_status_history::from_status.eq(from),
                            student_status_history::to_status.eq(to),
                            student_status_history::date.eq(date((2026, 2 + k as u32 * 3, 10))),
                            student_status_history::reason.eq(reason),
                            student_status_history::order_number.eq(format!("{}-T", 40 + i + k)),
                        ))
                        .execute(conn)?;
                }
                if status == "ACTIVE" || status == "ON-LEAVE" {
                    members.push(student);
                }
                if curriculum.course == 2 {
                    for semester in 1..=2 {
                        for (s, (subject, hours)) in subjects.iter().enumerate() {
                            if hours[semester - 1] > 0 {
                                diesel::insert_into(ratings::table)
                                    .values((
                                        ratings::student_id.eq(student),
                                        ratings::curriculum_id.eq(id),
                                        ratings::edu_subject_id.eq(subject),
                                        ratings::semester_number.eq(semester as i32),
                                        ratings::rating.eq(3 + ((n + s + semester) % 3) as i32),
                                    ))
                                    .execute(conn)?;
                            }
                        }
                    }
                }
            }
            if curriculum.course == 2 {
                let programming = subjects[3].0;
                for (position, part) in members.chunks(members.len().div_ceil(2)).enumerate() {
                    let subgroup: i64 = diesel::insert_into(edu_subgroups::table)
                        .values((
                            edu_subgroups::edu_group_id.eq(group),
                            edu_subgroups::edu_subject_id.eq(programming),
                            edu_subgroups::name.eq(format!("{}-guruhcha", position + 1)),
                            edu_subgroups::position.eq(position as i32),
                        ))
                        .returning(edu_subgroups::id)
                        .get_result(conn)?;
                    for student in part {
                        diesel::insert_into(edu_subgroup_students::table)
                            .values((
                                edu_subgroup_students::subgroup_id.eq(subgroup),
                                edu_subgroup_students::edu_subject_id.eq(programming),
                                edu_subgroup_students::student_id.eq(student),
                            ))
                            .execute(conn)?;
                    }
                }
            }
        }
    }
    Ok(())
}

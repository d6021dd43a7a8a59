//! The demo timetable: class hours, a building with rooms in TATU and the AL-TDIU lyceum, the demo
//! `teacher` user (Aliyeva Nodira) on the staff of both with subjects, a lyceum group whose semester
//! runs around today (so the teacher's calendar is never empty, whatever the month), a week of
//! lessons for her and for the TATU groups, her topics and the topics of some held lessons.

use std::collections::BTreeSet;

use chrono::{Datelike, Duration, NaiveDate, NaiveTime, Utc};
use diesel::prelude::*;
use domain::pinfl::Pinfl;
use domain::schedule::{occurrences, DateSpan, Weekday};

use crate::schema::{
    buildings, citizens, class_hours, curricula, curriculum_semester_subjects, curriculum_semesters, curriculum_subjects,
    curriculum_templates, edu_directions, edu_groups, edu_subject_types, edu_subjects, institution_positions, institutions, lesson_topics,
    rooms, schedule_lessons, staff_position_subjects, staff_positions, staffs, teacher_topics, users,
};

type Result<T> = QueryResult<T>;

const LYCEUM_CURRICULUM: &str = "Aniq fanlar (litsey, joriy o‘quv yili)";
const LYCEUM_GROUP: &str = "AL-26-01";

fn today() -> NaiveDate {
    (Utc::now() + Duration::hours(5)).date_naive()
}

fn institution(conn: &mut PgConnection, code: &str) -> Result<i64> {
    institutions::table.filter(institutions::code.eq(code)).select(institutions::id).first(conn)
}

fn subject(conn: &mut PgConnection, code: &str) -> Result<i64> {
    edu_subjects::table.filter(edu_subjects::code.eq(code)).select(edu_subjects::id).first(conn)
}

/// The teacher's PINFL: a woman born on 27 March 1986.
fn teacher_pinfl() -> String {
    let first13 = "4270386260110";
    let digits: Vec<u32> = first13.bytes().map(|b| u32::from(b - b'0')).collect();
    format!("{first13}{}", Pinfl::check_digit(&digits))
}

/// The institution's class hours, numbered; made when it has none.
fn class_hours_of(conn: &mut PgConnection, institution: i64, periods: &[(u32, u32, u32, u32)]) -> Result<Vec<i64>> {
    let existing: i64 = class_hours::table.filter(class_hours::institution_id.eq(institution)).count().get_result(conn)?;
    if existing == 0 {
        for (number, (sh, sm, eh, em)) in periods.iter().enumerate() {
            // Never the default: the periods above are real times of day.
            let time = |h: u32, m: u32| NaiveTime::from_hms_opt(h, m, 0).unwrap_or_default();
            diesel::insert_into(class_hours::table)
                .values((
                    class_hours::institution_id.eq(institution),
                    class_hours::number.eq(number as i16 + 1),
                    class_hours::start_time.eq(time(*sh, *sm)),
                    class_hours::end_time.eq(time(*eh, *em)),
                ))
                .execute(conn)?;
        }
    }
    class_hours::table.filter(class_hours::institution_id.eq(institution)).order(class_hours::number).select(class_hours::id).load(conn)
}

/// Rooms of a demo building of the institution, by name.
fn rooms_of(conn: &mut PgConnection, institution: i64, building: &str, wanted: &[(&str, i16, i32, &str)]) -> Result<Vec<i64>> {
    let found: Option<i64> = buildings::table
        .filter(buildings::institution_id.eq(institution))
        .filter(buildings::name.eq(building))
        .select(buildings::id)
        .first(conn)
        .optional()?;
    let building = match found {
        Some(id) => id,
        None => diesel::insert_into(buildings::table)
            .values((buildings::institution_id.eq(institution), buildings::name.eq(building), buildings::floors.eq(4)))
            .returning(buildings::id)
            .get_result(conn)?,
    };
    let mut ids = Vec::new();
    for (name, floor, capacity, kind) in wanted {
        diesel::insert_into(rooms::table)
            .values((
                rooms::building_id.eq(building),
                rooms::name.eq(name),
                rooms::floor.eq(floor),
                rooms::capacity.eq(capacity),
                rooms::kind.eq(kind),
            ))
            .on_conflict_do_nothing()
            .execute(conn)?;
        ids.push(rooms::table.filter(rooms::building_id.eq(building)).filter(rooms::name.eq(name)).select(rooms::id).first(conn)?);
    }
    Ok(ids)
}

/// A staff record of the citizen in the institution, with one teaching position and its subjects.
fn staff_with_subjects(
    conn: &mut PgConnection,
    institution: i64,
    citizen: i64,
    position: &str,
    work_form: &str,
    subjects: &[i64],
) -> Result<i64> {
    let found: Option<i64> = staffs::table
        .filter(staffs::institution_id.eq(institution))
        .filter(staffs::citizen_id.eq(citizen))
        .filter(staffs::deleted_at.is_null())
        .select(staffs::id)
        .first(conn)
        .optional()?;
    let staff = match found {
        Some(id) => id,
        None => diesel::insert_into(staffs::table)
            .values((staffs::institution_id.eq(institution), staffs::citizen_id.eq(citizen), staffs::status.eq("ACTIVE")))
            .returning(staffs::id)
            .get_result(conn)?,
    };
    let position: i64 =
        institution_positions::table.filter(institution_positions::name_uz.eq(position)).select(institution_positions::id).first(conn)?;
    diesel::insert_into(staff_positions::table)
        .values((
            staff_positions::staff_id.eq(staff),
            staff_positions::position_id.eq(position),
            staff_positions::work_form.eq(work_form),
            staff_positions::rate.eq(if work_form == "MAIN" { 100 } else { 50 }),
        ))
        .on_conflict_do_nothing()
        .execute(conn)?;
    let post: i64 = staff_positions::table
        .filter(staff_positions::staff_id.eq(staff))
        .filter(staff_positions::position_id.eq(position))
        .select(staff_positions::id)
        .first(conn)?;
    for subject in subjects {
        diesel::insert_into(staff_position_subjects::table)
            .values((staff_position_subjects::staff_position_id.eq(post), staff_position_subjects::edu_subject_id.eq(subject)))
            .on_conflict_do_nothing()
            .execute(conn)?;
    }
    Ok(staff)
}

/// The staff record of a demo person of `demo_staff`, given subjects on their first teaching position.
fn demo_colleague(conn: &mut PgConnection, institution: i64, last_name: &str, subjects: &[i64]) -> Result<Option<i64>> {
    let found: Option<(i64, i64)> = staff_positions::table
        .inner_join(staffs::table.inner_join(citizens::table))
        .inner_join(institution_positions::table)
        .filter(staffs::institution_id.eq(institution))
        .filter(citizens::last_name.eq(last_name))
        .filter(institution_positions::is_teaching.eq(true))
        .order(staff_positions::id)
        .select((staffs::id, staff_positions::id))
        .first(conn)
        .optional()?;
    let Some((staff, post)) = found else { return Ok(None) };
    for subject in subjects {
        diesel::insert_into(staff_position_subjects::table)
            .values((staff_position_subjects::staff_position_id.eq(post), staff_position_subjects::edu_subject_id.eq(subject)))
            .on_conflict_do_nothing()
            .execute(conn)?;
    }
    Ok(Some(staff))
}

/// A lyceum group on a curriculum whose first semester runs from ten weeks before today.
fn lyceum_group(conn: &mut PgConnection, lyceum: i64, subjects: &[(i64, i32)]) -> Result<(i64, DateSpan)> {
    let monday = today() - Duration::days(i64::from(today().weekday().num_days_from_monday()));
    let start = monday - Duration::weeks(10);
    let semester = DateSpan::new(start, start + Duration::days(139)).ok_or(diesel::result::Error::NotFound)?;
    let direction: i64 = edu_directions::table.filter(edu_directions::code.eq("AL-0101")).select(edu_directions::id).first(conn)?;
    let template: i64 = curriculum_templates::table.order(curriculum_templates::id).select(curriculum_templates::id).first(conn)?;
    let subject_type: i64 = edu_subject_types::table.order(edu_subject_types::id).select(edu_subject_types::id).first(conn)?;
    let curriculum: i64 = diesel::insert_into(curricula::table)
        .values((
            curricula::institution_id.eq(lyceum),
            curricula::name.eq(LYCEUM_CURRICULUM),
            curricula::subject_type_id.eq(subject_type),
            curricula::start_year.eq(start.year()),
            curricula::end_year.eq(start.year() + 2),
            curricula::edu_direction_id.eq(direction),
            curricula::status.eq("APPROVED"),
            curricula::edu_form.eq("FULL_TIME"),
            curricula::curriculum_template_id.eq(template),
            curricula::edu_language.eq("UZ"),
            curricula::rating_type.eq("FIVE_POINT"),
            curricula::number_of_semesters.eq(4),
        ))
        .returning(curricula::id)
        .get_result(conn)?;
    for (position, (subject, hours)) in subjects.iter().enumerate() {
        diesel::insert_into(curriculum_subjects::table)
            .values((
                curriculum_subjects::curriculum_id.eq(curriculum),
                curriculum_subjects::edu_subject_id.eq(subject),
                curriculum_subjects::study_hours.eq(hours * 4),
                curriculum_subjects::position.eq(position as i32),
            ))
            .execute(conn)?;
    }
    for number in 1..=4 {
        let begins = semester.start() + Duration::days(161 * i64::from(number - 1));
        diesel::insert_into(curriculum_semesters::table)
            .values((
                curriculum_semesters::curriculum_id.eq(curriculum),
                curriculum_semesters::semester_number.eq(number),
                curriculum_semesters::start_date.eq(Some(begins)),
                curriculum_semesters::end_date.eq(Some(begins + Duration::days(139))),
            ))
            .execute(conn)?;
        for (position, (subject, hours)) in subjects.iter().enumerate() {
            diesel::insert_into(curriculum_semester_subjects::table)
                .values((
                    curriculum_semester_subjects::curriculum_id.eq(curriculum),
                    curriculum_semester_subjects::semester_number.eq(number),
                    curriculum_semester_subjects::edu_subject_id.eq(subject),
                    curriculum_semester_subjects::study_hours.eq(hours),
                    curriculum_semester_subjects::is_separated.eq(false),
                    curriculum_semester_subjects::position.eq(position as i32),
                ))
                .execute(conn)?;
        }
    }
    let group: i64 = diesel::insert_into(edu_groups::table)
        .values((
            edu_groups::institution_id.eq(lyceum),
            edu_groups::name.eq(LYCEUM_GROUP),
            edu_groups::course.eq(1),
            edu_groups::current_semester.eq(1),
            edu_groups::number_of_students.eq(24),
            edu_groups::opened_year.eq(start.year()),
            edu_groups::curriculum_id.eq(curriculum),
            edu_groups::edu_direction_id.eq(direction),
            edu_groups::edu_form.eq("FULL_TIME"),
            edu_groups::edu_language.eq("UZ"),
        ))
        .returning(edu_groups::id)
        .get_result(conn)?;
    Ok((group, semester))
}

/// A group's id and the dates of its current semester.
fn group_semester(conn: &mut PgConnection, name: &str) -> Result<Option<(i64, DateSpan)>> {
    let row: Option<(i64, Option<NaiveDate>, Option<NaiveDate>)> = edu_groups::table
        .inner_join(
            curriculum_semesters::table.on(curriculum_semesters::curriculum_id
                .eq(edu_groups::curriculum_id)
                .and(curriculum_semesters::semester_number.eq(edu_groups::current_semester))),
        )
        .filter(edu_groups::name.eq(name))
        .filter(edu_groups::deleted_at.is_null())
        .select((edu_groups::id, curriculum_semesters::start_date, curriculum_semesters::end_date))
        .first(conn)
        .optional()?;
    Ok(match row {
        Some((id, Some(start), Some(end))) => DateSpan::new(start, end).map(|s| (id, s)),
        _ => None,
    })
}

struct Lesson {
    institution: i64,
    group: (i64, DateSpan),
    subgroup: Option<i16>,
    subject: i64,
    teacher: i64,
    room: i64,
    weekday: i16,
    class_hour: i64,
    lesson_type: &'static str,
}

fn insert_lesson(conn: &mut PgConnection, l: &Lesson) -> Result<i64> {
    diesel::insert_into(schedule_lessons::table)
        .values((
            schedule_lessons::institution_id.eq(l.institution),
            schedule_lessons::edu_group_id.eq(l.group.0),
            schedule_lessons::subgroup.eq(l.subgroup),
            schedule_lessons::edu_subject_id.eq(l.subject),
            schedule_lessons::teacher_id.eq(l.teacher),
            schedule_lessons::room_id.eq(l.room),
            schedule_lessons::weekday.eq(l.weekday),
            schedule_lessons::class_hour_id.eq(l.class_hour),
            schedule_lessons::lesson_type.eq(l.lesson_type),
            schedule_lessons::start_date.eq(l.group.1.start()),
            schedule_lessons::end_date.eq(l.group.1.end()),
        ))
        .returning(schedule_lessons::id)
        .get_result(conn)
}

fn topics(conn: &mut PgConnection, institution: i64, teacher: i64, subject: i64, names: &[(&str, &str)]) -> Result<Vec<i64>> {
    let mut ids = Vec::new();
    for (order, (name, lesson_type)) in names.iter().enumerate() {
        ids.push(
            diesel::insert_into(teacher_topics::table)
                .values((
                    teacher_topics::institution_id.eq(institution),
                    teacher_topics::teacher_id.eq(teacher),
                    teacher_topics::edu_subject_id.eq(subject),
                    teacher_topics::name.eq(name),
                    teacher_topics::hours.eq(2),
                    teacher_topics::lesson_type.eq(lesson_type),
                    teacher_topics::position.eq(order as i32 + 1),
                ))
                .returning(teacher_topics::id)
                .get_result(conn)?,
        );
    }
    Ok(ids)
}

/// Records topics, in order, for the held days of a lesson but the last two (left for the teacher).
fn record_held(conn: &mut PgConnection, lesson: i64, l: &Lesson, topics: &[i64]) -> Result<()> {
    let Some(window) = DateSpan::new(l.group.1.start(), today()) else { return Ok(()) };
    let weekday = Weekday::from_stored(l.weekday);
    let held = occurrences(weekday, l.group.1, &BTreeSet::new(), window);
    for (date, topic) in held.iter().take(held.len().saturating_sub(2)).zip(topics.iter().cycle()) {
        diesel::insert_into(lesson_topics::table)
            .values((lesson_topics::schedule_lesson_id.eq(lesson), lesson_topics::date.eq(date), lesson_topics::topic_id.eq(topic)))
            .execute(conn)?;
    }
    Ok(())
}

pub(crate) fn load(conn: &mut PgConnection) -> Result<()> {
    let loaded: bool =
        diesel::select(diesel::dsl::exists(curricula::table.filter(curricula::name.eq(LYCEUM_CURRICULUM)))).get_result(conn)?;
    if loaded {
        return Ok(());
    }
    let tatu = institution(conn, "TATU")?;
    let lyceum = institution(conn, "AL-TDIU")?;
    let (om, fiz, da, it, ot) =
        (subject(conn, "OM-101")?, subject(conn, "FIZ-101")?, subject(conn, "DA-101")?, subject(conn, "IT-101")?, subject(conn, "OT-101")?);

    // The demo teacher: a citizen with the user's PINFL, on the staff of both institutions.
    let pinfl = teacher_pinfl();
    let citizen: i64 = match citizens::table.filter(citizens::pinfl.eq(&pinfl)).select(citizens::id).first(conn).optional()? {
        Some(id) => id,
        None => diesel::insert_into(citizens::table)
            .values((
                citizens::pinfl.eq(&pinfl),
                citizens::last_name.eq("Aliyeva"),
                citizens::first_name.eq("Nodira"),
                citizens::middle_name.eq("Shavkatovna"),
                // Never the default: a real day.
                citizens::birth_date.eq(NaiveDate::from_ymd_opt(1986, 3, 27).unwrap_or_default()),
                citizens::gender.eq(2i16),
                citizens::passport.eq("AF2703860"),
            ))
            .returning(citizens::id)
            .get_result(conn)?,
    };
    diesel::update(users::table.filter(users::username.eq("teacher")).filter(users::pinfl.is_null()))
        .set(users::pinfl.eq(Some(&pinfl)))
        .execute(conn)?;
    let teacher_tatu = staff_with_subjects(conn, tatu, citizen, "Dotsent", "MAIN", &[om, fiz, da])?;
    let teacher_lyceum = staff_with_subjects(conn, lyceum, citizen, "O‘qituvchi", "EXTERNAL_PART_TIME", &[om, it])?;
    let yusupova = demo_colleague(conn, tatu, "Yusupova", &[it, ot])?;
    let karimov = demo_colleague(conn, tatu, "Karimov", &[da, om])?;

    let hours_tatu = class_hours_of(conn, tatu, &[(8, 30, 9, 50), (10, 0, 11, 20), (11, 30, 12, 50), (13, 30, 14, 50)])?;
    let hours_lyceum = class_hours_of(conn, lyceum, &[(8, 0, 8, 45), (8, 55, 9, 40), (9, 50, 10, 35), (10, 45, 11, 30)])?;
    let rooms_tatu = rooms_of(
        conn,
        tatu,
        "A bino",
        &[("101", 1, 60, "LECTURE"), ("204", 2, 30, "COMPUTER"), ("305", 3, 30, "LAB"), ("310", 3, 40, "LECTURE")],
    )?;
    let rooms_lyceum = rooms_of(conn, lyceum, "Asosiy bino", &[("12", 1, 35, "LECTURE"), ("14", 1, 30, "LECTURE")])?;
    if hours_tatu.len() < 4 || hours_lyceum.len() < 4 {
        return Ok(());
    }
    let (h, hl, r, rl) = (&hours_tatu, &hours_lyceum, &rooms_tatu, &rooms_lyceum);
    let al = lyceum_group(conn, lyceum, &[(om, 72), (it, 36), (fiz, 54)])?;

    let mut lessons = Vec::new();
    let mut add = |conn: &mut PgConnection, l: Lesson| -> Result<()> {
        let id = insert_lesson(conn, &l)?;
        lessons.push((id, l));
        Ok(())
    };
    let tatu_groups: Vec<Option<(i64, DateSpan)>> = ["AT-26-01", "AT-26-02", "AT-26-03", "DI-25-01", "DI-25-02"]
        .iter()
        .map(|name| group_semester(conn, name))
        .collect::<Result<_>>()?;
    let t = |group: (i64, DateSpan), subgroup, subject, teacher, room, weekday, class_hour, lesson_type| Lesson {
        institution: tatu,
        group,
        subgroup,
        subject,
        teacher,
        room,
        weekday,
        class_hour,
        lesson_type,
    };
    if let [Some(at1), Some(at2), Some(at3), Some(di1), Some(di2)] = tatu_groups[..] {
        add(conn, t(at1, None, om, teacher_tatu, r[0], 1, h[0], "LECTURE"))?;
        add(conn, t(at2, None, om, teacher_tatu, r[3], 1, h[1], "PRACTICE"))?;
        add(conn, t(at1, None, fiz, teacher_tatu, r[2], 2, h[1], "LAB"))?;
        add(conn, t(di1, Some(1), da, teacher_tatu, r[1], 3, h[0], "LAB"))?;
        add(conn, t(di1, Some(2), da, teacher_tatu, r[1], 3, h[1], "LAB"))?;
        add(conn, t(at3, None, om, teacher_tatu, r[0], 4, h[0], "LECTURE"))?;
        add(conn, t(di2, None, da, teacher_tatu, r[0], 5, h[1], "LECTURE"))?;
        if let Some(yusupova) = yusupova {
            add(conn, t(di1, None, ot, yusupova, r[3], 1, h[0], "LECTURE"))?;
            add(conn, t(at1, None, it, yusupova, r[3], 3, h[2], "PRACTICE"))?;
        }
        if let Some(karimov) = karimov {
            add(conn, t(di1, None, da, karimov, r[0], 2, h[0], "LECTURE"))?;
        }
    }
    let l = |subject, room, weekday, class_hour, lesson_type| Lesson {
        institution: lyceum,
        group: al,
        subgroup: None,
        subject,
        teacher: teacher_lyceum,
        room,
        weekday,
        class_hour,
        lesson_type,
    };
    add(conn, l(om, rl[0], 3, hl[3], "PRACTICE"))?;
    add(conn, l(om, rl[0], 6, hl[0], "LECTURE"))?;
    add(conn, l(it, rl[1], 6, hl[1], "PRACTICE"))?;

    // Her topics, and those of the lessons already held (all but the last two of each series).
    let om_tatu = topics(
        conn,
        tatu,
        teacher_tatu,
        om,
        &[
            ("Matritsalar va determinantlar", "LECTURE"),
            ("Chiziqli tenglamalar sistemasi", "PRACTICE"),
            ("Vektorlar algebrasi", "LECTURE"),
            ("Funksiya limiti", "LECTURE"),
            ("Hosila va uning tatbiqlari", "PRACTICE"),
            ("Aniqmas integral", "LECTURE"),
        ],
    )?;
    topics(
        conn,
        tatu,
        teacher_tatu,
        da,
        &[("Algoritm tushunchasi", "LECTURE"), ("Tarmoqlanish va sikllar", "LAB"), ("Funksiyalar", "LAB"), ("Massivlar", "LAB")],
    )?;
    let om_lyceum = topics(
        conn,
        lyceum,
        teacher_lyceum,
        om,
        &[
            ("Sonlar to‘plami", "LECTURE"),
            ("Kvadrat tenglamalar", "PRACTICE"),
            ("Tengsizliklar", "PRACTICE"),
            ("Funksiya grafigi", "LECTURE"),
        ],
    )?;
    for (id, lesson) in &lessons {
        if lesson.subject == om && lesson.teacher == teacher_tatu && lesson.weekday == 1 && lesson.class_hour == h[0] {
            record_held(conn, *id, lesson, &om_tatu)?;
        }
        if lesson.subject == om && lesson.teacher == teacher_lyceum {
            record_held(conn, *id, lesson, &om_lyceum)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_teachers_pinfl_is_valid_and_agrees_with_her_birth() {
        let pinfl = Pinfl::parse(&teacher_pinfl()).unwrap();
        assert_eq!(pinfl.birth_date(), NaiveDate::from_ymd_opt(1986, 3, 27).unwrap());
        assert_eq!(pinfl.gender().code(), 2);
    }
}

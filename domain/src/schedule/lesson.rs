use std::collections::BTreeSet;

use chrono::NaiveDate;

use super::calendar::DateSpan;
use super::clash::Booking;
use super::invalid::ScheduleInvalid;
use super::lesson_type::LessonType;
use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{ClassHourId, EduSubjectId, GroupId, InstitutionId, RoomId, ScheduleId, StaffId};
use crate::language::Language;
use crate::validation::{parse_date, Invalid, ValidationErrors};
use crate::version::Version;

/// A day of the teaching week: 1 (Monday) to 6 (Saturday).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Weekday(u8);

impl Weekday {
    pub fn new(value: i64) -> Result<Weekday, Invalid> {
        if (1..=6).contains(&value) {
            Ok(Weekday(value as u8))
        } else {
            Err(Invalid::OutOfRange { min: 1, max: 6 })
        }
    }

    pub fn from_stored(value: i16) -> Weekday {
        Weekday(value.clamp(1, 6) as u8)
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// The day's full name, as a printed timetable heads its column.
    pub fn name(self, language: Language) -> &'static str {
        const NAMES: [[&str; 6]; 3] = [
            ["Dushanba", "Seshanba", "Chorshanba", "Payshanba", "Juma", "Shanba"],
            ["Понедельник", "Вторник", "Среда", "Четверг", "Пятница", "Суббота"],
            ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        ];
        let row = match language {
            Language::Uz | Language::UzCyrl => 0,
            Language::Ru => 1,
            Language::En => 2,
        };
        language.fixed(NAMES[row][usize::from(self.0.clamp(1, 6) - 1)])
    }

    /// The weekday of a date; `None` on Sunday.
    pub fn of(day: NaiveDate) -> Option<Weekday> {
        use chrono::Datelike;
        Weekday::new(i64::from(day.weekday().number_from_monday())).ok()
    }
}

/// The highest subgroup number a lesson may name.
pub const MAX_SUBGROUP: i64 = 20;

/// The fields of a weekly lesson as a form sends them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LessonForm {
    pub edu_group_id: i64,
    /// The number of a subgroup of the group's split for the subject (1 for the first); none for
    /// the whole group.
    pub subgroup: Option<i64>,
    pub edu_subject_id: i64,
    pub teacher_id: i64,
    pub room_id: i64,
    pub weekday: i64,
    pub class_hour_id: i64,
    pub lesson_type: String,
    /// Empty: from the start of the group's current semester.
    pub start_date: String,
    /// Empty: to the end of the group's current semester.
    pub end_date: String,
}

/// A lesson form whose values are each well formed; not yet checked against the group, teacher
/// and room it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonDraft {
    pub group: GroupId,
    pub subgroup: Option<u8>,
    pub subject: EduSubjectId,
    pub teacher: StaffId,
    pub room: RoomId,
    pub weekday: Weekday,
    pub class_hour: ClassHourId,
    pub lesson_type: LessonType,
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
}

/// A subgroup number as a form sends it: none for the whole group; `None` (and the error) when out
/// of range.
pub(crate) fn parse_subgroup(errors: &mut ValidationErrors, value: Option<i64>) -> Option<Option<u8>> {
    match value {
        None => Some(None),
        Some(n) if (1..=MAX_SUBGROUP).contains(&n) => Some(Some(n as u8)),
        Some(_) => {
            errors.add("subgroup", Invalid::OutOfRange { min: 1, max: MAX_SUBGROUP });
            None
        }
    }
}

fn optional_date(value: &str) -> Result<Option<NaiveDate>, Invalid> {
    if value.trim().is_empty() {
        Ok(None)
    } else {
        parse_date(value).map(Some)
    }
}

impl LessonDraft {
    pub fn parse(form: &LessonForm) -> Result<LessonDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let group = errors.check("edu_group_id", GroupId::new(form.edu_group_id));
        let subgroup = parse_subgroup(&mut errors, form.subgroup);
        let subject = errors.check("edu_subject_id", EduSubjectId::new(form.edu_subject_id));
        let teacher = errors.check("teacher_id", StaffId::new(form.teacher_id));
        let room = errors.check("room_id", RoomId::new(form.room_id));
        let weekday = errors.check("weekday", Weekday::new(form.weekday));
        let class_hour = errors.check("class_hour_id", ClassHourId::new(form.class_hour_id));
        let lesson_type = errors.check("lesson_type", LessonType::parse(&form.lesson_type));
        let start = errors.check("start_date", optional_date(&form.start_date));
        let end = errors.check("end_date", optional_date(&form.end_date));
        if let (Some(Some(start)), Some(Some(end))) = (start, end) {
            if end < start {
                errors.add("end_date", Invalid::EndNotAfterStart);
            }
        }
        errors.into_result()?;
        match (group, subgroup, subject, teacher, room, weekday, class_hour, lesson_type, start, end) {
            (
                Some(group),
                Some(subgroup),
                Some(subject),
                Some(teacher),
                Some(room),
                Some(weekday),
                Some(class_hour),
                Some(lesson_type),
                Some(start),
                Some(end),
            ) => Ok(LessonDraft { group, subgroup, subject, teacher, room, weekday, class_hour, lesson_type, start, end }),
            _ => Err(ValidationErrors::single("edu_group_id", Invalid::Required)),
        }
    }
}

/// What the rules of a lesson need to know of the group, teacher and room it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonFacts {
    /// The dates of the group's current semester, when its curriculum sets them.
    pub semester: Option<DateSpan>,
    /// The subjects the group's curriculum places in its current semester.
    pub semester_subjects: BTreeSet<EduSubjectId>,
    /// The subjects of the teacher's teaching positions.
    pub teacher_subjects: BTreeSet<EduSubjectId>,
    /// The students the lesson is for: of the whole group, or of the subgroup; `None` when the
    /// group has no such subgroup for the subject.
    pub students: Option<i64>,
    pub room_capacity: i32,
}

/// A checked weekly lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonDetails {
    pub group: GroupId,
    pub subgroup: Option<u8>,
    pub subject: EduSubjectId,
    pub teacher: StaffId,
    pub room: RoomId,
    pub weekday: Weekday,
    pub class_hour: ClassHourId,
    pub lesson_type: LessonType,
    pub dates: DateSpan,
}

/// Checks a draft against what it names: the subject is in the group's current semester, the
/// teacher teaches it, the subgroup exists, the room seats everyone, and the dates lie in the
/// semester (which fills them when left out). Every broken rule is reported under its field.
pub fn check_lesson(draft: &LessonDraft, facts: &LessonFacts) -> Result<LessonDetails, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let invalid = Invalid::Schedule;
    if !facts.semester_subjects.contains(&draft.subject) {
        errors.add("edu_subject_id", invalid(ScheduleInvalid::SubjectNotInSemester));
    }
    if !facts.teacher_subjects.contains(&draft.subject) {
        errors.add("teacher_id", invalid(ScheduleInvalid::TeacherWithoutSubject));
    }
    match facts.students {
        None => errors.add("subgroup", invalid(ScheduleInvalid::NoSuchSubgroup)),
        Some(students) if students > i64::from(facts.room_capacity) => {
            errors.add("room_id", invalid(ScheduleInvalid::RoomTooSmall { capacity: facts.room_capacity, students }))
        }
        Some(_) => {}
    }
    let dates = match facts.semester {
        None => {
            errors.add("start_date", invalid(ScheduleInvalid::SemesterDatesMissing));
            None
        }
        Some(semester) => {
            let start = draft.start.unwrap_or(semester.start());
            let end = draft.end.unwrap_or(semester.end());
            let outside = ScheduleInvalid::OutsideSemester { start: semester.start(), end: semester.end() };
            if !semester.contains(start) {
                errors.add("start_date", invalid(outside.clone()));
            }
            if !semester.contains(end) {
                errors.add("end_date", invalid(outside));
            }
            match DateSpan::new(start, end) {
                Some(span) => Some(span),
                None => {
                    errors.add("end_date", Invalid::EndNotAfterStart);
                    None
                }
            }
        }
    };
    errors.into_result()?;
    let dates = dates.ok_or_else(|| ValidationErrors::single("start_date", Invalid::Required))?;
    Ok(LessonDetails {
        group: draft.group,
        subgroup: draft.subgroup,
        subject: draft.subject,
        teacher: draft.teacher,
        room: draft.room,
        weekday: draft.weekday,
        class_hour: draft.class_hour,
        lesson_type: draft.lesson_type,
        dates,
    })
}

/// A weekly lesson as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeeklyLesson {
    pub id: ScheduleId,
    pub institution_id: InstitutionId,
    pub details: LessonDetails,
    pub version: Version,
}

impl LessonDetails {
    /// Where and when the lesson puts its group, teacher and room; `id` names the stored lesson it
    /// is, so that a move is not checked against itself.
    pub fn booking(&self, id: Option<ScheduleId>) -> Booking {
        Booking {
            id,
            group: self.group,
            subgroup: self.subgroup,
            teacher: self.teacher,
            room: self.room,
            weekday: self.weekday,
            class_hour: self.class_hour,
            dates: self.dates,
        }
    }
}

impl Audited for WeeklyLesson {
    const ENTITY: EntityType = EntityType::ScheduleLesson;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("edu_group_id", d.group.get().into()),
            ("subgroup", d.subgroup.map(i64::from).into()),
            ("edu_subject_id", d.subject.get().into()),
            ("teacher_id", d.teacher.get().into()),
            ("room_id", d.room.get().into()),
            ("weekday", i64::from(d.weekday.get()).into()),
            ("class_hour_id", d.class_hour.get().into()),
            ("lesson_type", d.lesson_type.code().into()),
            ("start_date", d.dates.start().into()),
            ("end_date", d.dates.end().into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap()
    }

    pub(crate) fn form() -> LessonForm {
        LessonForm {
            edu_group_id: 1,
            subgroup: None,
            edu_subject_id: 5,
            teacher_id: 3,
            room_id: 4,
            weekday: 1,
            class_hour_id: 2,
            lesson_type: "LECTURE".into(),
            start_date: String::new(),
            end_date: String::new(),
        }
    }

    fn facts() -> LessonFacts {
        LessonFacts {
            semester: DateSpan::new(d(9, 1), d(12, 31)),
            semester_subjects: BTreeSet::from([EduSubjectId::from_stored(5)]),
            teacher_subjects: BTreeSet::from([EduSubjectId::from_stored(5)]),
            students: Some(25),
            room_capacity: 30,
        }
    }

    fn fields(result: Result<LessonDetails, ValidationErrors>) -> Vec<(String, String)> {
        use crate::language::Localized;
        result.unwrap_err().fields().iter().map(|(f, i)| (f.clone(), i.code().to_string())).collect()
    }

    #[test]
    fn left_out_dates_are_the_semesters() {
        let draft = LessonDraft::parse(&form()).unwrap();
        let lesson = check_lesson(&draft, &facts()).unwrap();
        assert_eq!(lesson.dates, DateSpan::new(d(9, 1), d(12, 31)).unwrap());
        let draft = LessonDraft::parse(&LessonForm { start_date: "2026-10-05".into(), ..form() }).unwrap();
        assert_eq!(check_lesson(&draft, &facts()).unwrap().dates.start(), d(10, 5));
    }

    #[test]
    fn each_rule_is_reported_under_its_field() {
        let draft = LessonDraft::parse(&LessonForm { edu_subject_id: 6, end_date: "2027-02-01".into(), ..form() }).unwrap();
        let small = LessonFacts { room_capacity: 20, ..facts() };
        assert_eq!(
            fields(check_lesson(&draft, &small)),
            [
                ("edu_subject_id".to_string(), "not_in_semester".to_string()),
                ("teacher_id".into(), "teacher_without_subject".into()),
                ("room_id".into(), "room_too_small".into()),
                ("end_date".into(), "outside_semester".into()),
            ]
        );
        let draft = LessonDraft::parse(&LessonForm { subgroup: Some(3), ..form() }).unwrap();
        assert_eq!(fields(check_lesson(&draft, &LessonFacts { students: None, ..facts() }))[0].0, "subgroup");
        assert_eq!(fields(check_lesson(&draft, &LessonFacts { semester: None, ..facts() }))[0].1, "semester_dates_missing");
    }

    #[test]
    fn malformed_fields_are_refused_together() {
        let refused = LessonDraft::parse(&LessonForm {
            weekday: 7,
            subgroup: Some(0),
            lesson_type: "LESSON".into(),
            start_date: "2026-10-10".into(),
            end_date: "2026-10-01".into(),
            ..form()
        })
        .unwrap_err();
        let names: Vec<&str> = refused.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(names, ["subgroup", "weekday", "lesson_type", "end_date"]);
    }
}

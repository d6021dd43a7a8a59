use std::collections::BTreeSet;

use chrono::NaiveDate;

use super::calendar::DateSpan;
use super::clash::Booking;
use super::invalid::ScheduleInvalid;
use super::lesson::{parse_subgroup, Weekday};
use crate::assessment::Control;
use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{ClassHourId, EduSubjectId, ExamId, GroupId, InstitutionId, RoomId, StaffId};
use crate::validation::{parse_date, Invalid, ValidationErrors};
use crate::version::Version;

/// The highest attempt of a control: the main sitting and two retakes.
pub const MAX_ATTEMPT: i64 = 3;

/// The fields of an exam as a form sends them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExamForm {
    pub edu_group_id: i64,
    /// A subgroup of the group's split for the subject; none for the whole group.
    pub subgroup: Option<i64>,
    pub edu_subject_id: i64,
    /// Empty: the group's current semester (a retake may name an earlier one).
    pub semester: Option<i64>,
    pub control: String,
    pub attempt: i64,
    pub date: String,
    pub class_hour_id: i64,
    pub room_id: i64,
    pub examiner_id: i64,
}

/// An exam form whose values are each well formed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamDraft {
    pub group: GroupId,
    pub subgroup: Option<u8>,
    pub subject: EduSubjectId,
    pub semester: Option<i32>,
    pub control: Control,
    pub attempt: u8,
    pub date: NaiveDate,
    pub class_hour: ClassHourId,
    pub room: RoomId,
    pub examiner: StaffId,
}

impl ExamDraft {
    pub fn parse(form: &ExamForm) -> Result<ExamDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let group = errors.check("edu_group_id", GroupId::new(form.edu_group_id));
        let subgroup = parse_subgroup(&mut errors, form.subgroup);
        let subject = errors.check("edu_subject_id", EduSubjectId::new(form.edu_subject_id));
        let semester = match form.semester {
            None => Some(None),
            Some(n) if (1..=12).contains(&n) => Some(Some(n as i32)),
            Some(_) => {
                errors.add("semester", Invalid::OutOfRange { min: 1, max: 12 });
                None
            }
        };
        let control = match Control::parse(&form.control) {
            Ok(Control::Current) | Err(_) => {
                errors.add("control", Invalid::UnknownValue);
                None
            }
            Ok(control) => Some(control),
        };
        let attempt = if (1..=MAX_ATTEMPT).contains(&form.attempt) {
            Some(form.attempt as u8)
        } else {
            errors.add("attempt", Invalid::OutOfRange { min: 1, max: MAX_ATTEMPT });
            None
        };
        if control == Some(Control::Midterm) && attempt.is_some_and(|a| a > 1) {
            errors.add("attempt", Invalid::Schedule(ScheduleInvalid::MidtermRetake));
        }
        let date = errors.check("date", parse_date(&form.date));
        if date.is_some_and(|d| Weekday::of(d).is_none()) {
            errors.add("date", Invalid::Schedule(ScheduleInvalid::ExamOnSunday));
        }
        let class_hour = errors.check("class_hour_id", ClassHourId::new(form.class_hour_id));
        let room = errors.check("room_id", RoomId::new(form.room_id));
        let examiner = errors.check("examiner_id", StaffId::new(form.examiner_id));
        errors.into_result()?;
        match (group, subgroup, subject, semester, control, attempt, date, class_hour, room, examiner) {
            (
                Some(group),
                Some(subgroup),
                Some(subject),
                Some(semester),
                Some(control),
                Some(attempt),
                Some(date),
                Some(class_hour),
                Some(room),
                Some(examiner),
            ) => Ok(ExamDraft { group, subgroup, subject, semester, control, attempt, date, class_hour, room, examiner }),
            _ => Err(ValidationErrors::single("edu_group_id", Invalid::Required)),
        }
    }
}

/// What the rules of an exam need to know of the group and room it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamFacts {
    /// The semester the exam belongs to: the draft's, or the group's current one.
    pub semester: i32,
    /// The group's current semester: an exam is for it or, as a retake, for an earlier one.
    pub current_semester: i32,
    /// The subjects the group's curriculum places in that semester.
    pub semester_subjects: BTreeSet<EduSubjectId>,
    /// The students who sit it: the whole group's, or the subgroup's; `None` for no such subgroup.
    pub students: Option<i64>,
    pub room_capacity: i32,
}

/// A checked exam.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamDetails {
    pub group: GroupId,
    pub subgroup: Option<u8>,
    pub subject: EduSubjectId,
    pub semester: i32,
    pub control: Control,
    pub attempt: u8,
    pub date: NaiveDate,
    pub class_hour: ClassHourId,
    pub room: RoomId,
    pub examiner: StaffId,
}

/// Checks a draft against what it names: the subject is in the group's curriculum in that
/// semester, which is the current one (or an earlier one for a retake), the subgroup exists and
/// the room seats everyone.
pub fn check_exam(draft: &ExamDraft, facts: &ExamFacts) -> Result<ExamDetails, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let invalid = Invalid::Schedule;
    let earlier_retake = facts.semester < facts.current_semester && draft.attempt > 1;
    if facts.semester > facts.current_semester || (facts.semester < facts.current_semester && !earlier_retake) {
        errors.add("semester", Invalid::OutOfRange { min: i64::from(facts.current_semester), max: i64::from(facts.current_semester) });
    }
    if !facts.semester_subjects.contains(&draft.subject) {
        errors.add("edu_subject_id", invalid(ScheduleInvalid::SubjectNotInSemester));
    }
    match facts.students {
        None => errors.add("subgroup", invalid(ScheduleInvalid::NoSuchSubgroup)),
        Some(students) if students > i64::from(facts.room_capacity) => {
            errors.add("room_id", invalid(ScheduleInvalid::RoomTooSmall { capacity: facts.room_capacity, students }))
        }
        Some(_) => {}
    }
    errors.into_result()?;
    Ok(ExamDetails {
        group: draft.group,
        subgroup: draft.subgroup,
        subject: draft.subject,
        semester: facts.semester,
        control: draft.control,
        attempt: draft.attempt,
        date: draft.date,
        class_hour: draft.class_hour,
        room: draft.room,
        examiner: draft.examiner,
    })
}

impl ExamDetails {
    /// The one day and class hour the exam takes its group, examiner and room for, as the clash
    /// rules of lessons read it.
    pub fn booking(&self) -> Booking {
        Booking {
            id: None,
            group: self.group,
            subgroup: self.subgroup,
            teacher: self.examiner,
            room: self.room,
            weekday: Weekday::of(self.date).unwrap_or(Weekday::from_stored(6)),
            class_hour: self.class_hour,
            dates: DateSpan::new(self.date, self.date).unwrap_or(DateSpan::teaching_week(self.date)),
        }
    }
}

/// An exam as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exam {
    pub id: ExamId,
    pub institution_id: InstitutionId,
    pub details: ExamDetails,
    pub version: Version,
}

impl Audited for Exam {
    const ENTITY: EntityType = EntityType::Exam;

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
            ("semester", i64::from(d.semester).into()),
            ("control", d.control.code().into()),
            ("attempt", i64::from(d.attempt).into()),
            ("date", d.date.into()),
            ("class_hour_id", d.class_hour.get().into()),
            ("room_id", d.room.get().into()),
            ("examiner_id", d.examiner.get().into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> ExamForm {
        ExamForm {
            edu_group_id: 1,
            subgroup: None,
            edu_subject_id: 5,
            semester: None,
            control: "FINAL".into(),
            attempt: 1,
            date: "2027-01-12".into(),
            class_hour_id: 2,
            room_id: 3,
            examiner_id: 4,
        }
    }

    fn facts(semester: i32) -> ExamFacts {
        ExamFacts {
            semester,
            current_semester: 3,
            semester_subjects: BTreeSet::from([EduSubjectId::from_stored(5)]),
            students: Some(25),
            room_capacity: 30,
        }
    }

    fn fields(errors: ValidationErrors) -> Vec<String> {
        errors.fields().iter().map(|(field, _)| field.clone()).collect()
    }

    #[test]
    fn an_exam_takes_one_day_of_its_slot() {
        let draft = ExamDraft::parse(&form()).unwrap();
        let exam = check_exam(&draft, &facts(3)).unwrap();
        let booking = exam.booking();
        assert_eq!(booking.dates, DateSpan::new(draft.date, draft.date).unwrap());
        assert_eq!(booking.weekday, Weekday::new(2).unwrap(), "12.01.2027 is a Tuesday");
        assert_eq!(booking.teacher, StaffId::from_stored(4), "the examiner is who the exam takes");
    }

    #[test]
    fn the_current_control_sundays_and_midterm_retakes_are_refused() {
        let current = ExamForm { control: "CURRENT".into(), ..form() };
        assert_eq!(fields(ExamDraft::parse(&current).unwrap_err()), ["control"]);
        let sunday = ExamForm { date: "2027-01-10".into(), ..form() };
        assert_eq!(fields(ExamDraft::parse(&sunday).unwrap_err()), ["date"]);
        let retake = ExamForm { control: "MIDTERM".into(), attempt: 2, ..form() };
        assert_eq!(fields(ExamDraft::parse(&retake).unwrap_err()), ["attempt"]);
        let fourth = ExamForm { attempt: 4, ..form() };
        assert_eq!(fields(ExamDraft::parse(&fourth).unwrap_err()), ["attempt"]);
    }

    #[test]
    fn only_a_retake_reaches_back_to_an_earlier_semester() {
        let main = ExamDraft::parse(&form()).unwrap();
        assert_eq!(fields(check_exam(&main, &facts(2)).unwrap_err()), ["semester"]);
        assert_eq!(fields(check_exam(&main, &facts(4)).unwrap_err()), ["semester"]);
        let retake = ExamDraft::parse(&ExamForm { attempt: 2, ..form() }).unwrap();
        assert_eq!(check_exam(&retake, &facts(2)).unwrap().semester, 2);
    }

    #[test]
    fn the_room_seats_everyone_and_the_subject_is_in_the_semester() {
        let draft = ExamDraft::parse(&form()).unwrap();
        let small = ExamFacts { room_capacity: 20, ..facts(3) };
        assert_eq!(fields(check_exam(&draft, &small).unwrap_err()), ["room_id"]);
        let other = ExamFacts { semester_subjects: BTreeSet::new(), ..facts(3) };
        assert_eq!(fields(check_exam(&draft, &other).unwrap_err()), ["edu_subject_id"]);
        let no_subgroup = ExamFacts { students: None, ..facts(3) };
        assert_eq!(fields(check_exam(&draft, &no_subgroup).unwrap_err()), ["subgroup"]);
    }
}

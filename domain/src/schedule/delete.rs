use std::collections::BTreeSet;

use chrono::NaiveDate;

use super::invalid::ScheduleInvalid;
use super::lesson::WeeklyLesson;
use crate::validation::{parse_date, Invalid, ValidationErrors};

/// How much of a weekly lesson a delete takes away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeleteScope {
    /// That one day only.
    Day(NaiveDate),
    /// That day and every later one: the series ends the day before.
    UntilEnd(NaiveDate),
}

impl DeleteScope {
    /// `scope` is `day` or `until_end`; both need `date`. Refusals under `scope` and `date`.
    pub fn parse(scope: &str, date: &str) -> Result<DeleteScope, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let date = errors.check("date", parse_date(date));
        let scope = match scope.trim() {
            "day" => Some(DeleteScope::Day as fn(NaiveDate) -> DeleteScope),
            "until_end" => Some(DeleteScope::UntilEnd as fn(NaiveDate) -> DeleteScope),
            "" => {
                errors.add("scope", Invalid::Required);
                None
            }
            _ => {
                errors.add("scope", Invalid::UnknownValue);
                None
            }
        };
        errors.into_result()?;
        match (scope, date) {
            (Some(scope), Some(date)) => Ok(scope(date)),
            _ => Err(ValidationErrors::single("scope", Invalid::Required)),
        }
    }
}

/// What a delete does to the stored lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeleteOutcome {
    /// The lesson does not take place that day.
    SkipDay(NaiveDate),
    /// The series ends on this day.
    EndOn(NaiveDate),
    /// Nothing of the series is left: it leaves the timetable.
    Remove,
}

impl WeeklyLesson {
    /// A one-day delete names a day the lesson takes place (not one already skipped); deleting
    /// until the end names a day of the series, and from its first day removes it whole.
    pub fn plan_delete(&self, scope: DeleteScope, skipped: &BTreeSet<NaiveDate>) -> Result<DeleteOutcome, ValidationErrors> {
        let dates = self.details.dates;
        let not_a_day = || ValidationErrors::single("date", Invalid::Schedule(ScheduleInvalid::NotALessonDay));
        match scope {
            DeleteScope::Day(day) => {
                let held = dates.contains(day) && super::lesson::Weekday::of(day) == Some(self.details.weekday) && !skipped.contains(&day);
                if held {
                    Ok(DeleteOutcome::SkipDay(day))
                } else {
                    Err(not_a_day())
                }
            }
            DeleteScope::UntilEnd(day) if !dates.contains(day) => Err(not_a_day()),
            DeleteScope::UntilEnd(day) => match day.pred_opt().filter(|end| *end >= dates.start()) {
                Some(end) => Ok(DeleteOutcome::EndOn(end)),
                None => Ok(DeleteOutcome::Remove),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{ClassHourId, EduSubjectId, GroupId, InstitutionId, RoomId, ScheduleId, StaffId};
    use crate::schedule::{DateSpan, LessonDetails, LessonType, Weekday};
    use crate::version::Version;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap()
    }

    fn lesson() -> WeeklyLesson {
        WeeklyLesson {
            id: ScheduleId::from_stored(1),
            institution_id: InstitutionId::from_stored(1),
            details: LessonDetails {
                group: GroupId::from_stored(1),
                subgroup: None,
                subject: EduSubjectId::from_stored(1),
                teacher: StaffId::from_stored(1),
                room: RoomId::from_stored(1),
                weekday: Weekday::new(1).unwrap(),
                class_hour: ClassHourId::from_stored(1),
                lesson_type: LessonType::Lecture,
                dates: DateSpan::new(d(9, 7), d(12, 28)).unwrap(),
            },
            version: Version::new(1),
        }
    }

    #[test]
    fn one_day_is_a_day_the_lesson_takes_place() {
        let none = BTreeSet::new();
        assert_eq!(lesson().plan_delete(DeleteScope::Day(d(11, 23)), &none), Ok(DeleteOutcome::SkipDay(d(11, 23))));
        assert!(lesson().plan_delete(DeleteScope::Day(d(11, 24)), &none).is_err(), "a Tuesday");
        assert!(lesson().plan_delete(DeleteScope::Day(d(8, 31)), &none).is_err(), "before the series");
        assert!(lesson().plan_delete(DeleteScope::Day(d(11, 23)), &BTreeSet::from([d(11, 23)])).is_err(), "already skipped");
    }

    #[test]
    fn until_the_end_ends_the_series_the_day_before_or_removes_it() {
        let none = BTreeSet::new();
        assert_eq!(lesson().plan_delete(DeleteScope::UntilEnd(d(11, 23)), &none), Ok(DeleteOutcome::EndOn(d(11, 22))));
        assert_eq!(lesson().plan_delete(DeleteScope::UntilEnd(d(9, 7)), &none), Ok(DeleteOutcome::Remove));
        assert!(lesson().plan_delete(DeleteScope::UntilEnd(d(12, 29)), &none).is_err());
    }

    #[test]
    fn the_scope_is_parsed_with_its_date() {
        assert_eq!(DeleteScope::parse("day", "2026-11-23"), Ok(DeleteScope::Day(d(11, 23))));
        assert_eq!(DeleteScope::parse("until_end", "2026-11-23"), Ok(DeleteScope::UntilEnd(d(11, 23))));
        let refused = DeleteScope::parse("week", "").unwrap_err();
        let names: Vec<&str> = refused.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(names, ["date", "scope"]);
    }
}

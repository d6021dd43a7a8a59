use chrono::NaiveTime;

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{ClassHourId, InstitutionId};
use crate::language::{Language, Localized};
use crate::validation::{Invalid, ValidationErrors};
use crate::version::Version;

/// The fields of a class-hour form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassHourForm {
    pub number: i64,
    pub start_time: String,
    pub end_time: String,
}

/// A numbered lesson period: number 1..20, starting before it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClassHourDraft {
    pub number: i16,
    pub start: NaiveTime,
    pub end: NaiveTime,
}

pub const MAX_PERIODS: i64 = 20;

fn parse_time(value: &str) -> Result<NaiveTime, Invalid> {
    let value = value.trim();
    if value.is_empty() {
        return Err(Invalid::Required);
    }
    NaiveTime::parse_from_str(value, "%H:%M").map_err(|_| Invalid::UnknownValue)
}

impl ClassHourDraft {
    pub fn parse(form: &ClassHourForm) -> Result<ClassHourDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        if !(1..=MAX_PERIODS).contains(&form.number) {
            errors.add("number", Invalid::OutOfRange { min: 1, max: MAX_PERIODS });
        }
        let start = errors.check("start_time", parse_time(&form.start_time));
        let end = errors.check("end_time", parse_time(&form.end_time));
        if let (Some(start), Some(end)) = (start, end) {
            if start >= end {
                errors.add("end_time", Invalid::EndNotAfterStart);
            }
        }
        errors.into_result()?;
        match (start, end) {
            (Some(start), Some(end)) => Ok(ClassHourDraft { number: form.number as i16, start, end }),
            _ => Err(ValidationErrors::single("start_time", Invalid::Required)),
        }
    }

    fn overlaps(&self, other: &ClassHourDraft) -> bool {
        self.start < other.end && other.start < self.end
    }

    /// Checks a period against the institution's other periods: numbers are unique and no two
    /// periods overlap (one may start the minute another ends).
    pub fn check_against(&self, others: &[ClassHourDraft]) -> Result<(), ClassHourRule> {
        if others.iter().any(|o| o.number == self.number) {
            return Err(ClassHourRule::NumberTaken { number: self.number });
        }
        match others.iter().find(|o| self.overlaps(o)) {
            Some(other) => Err(ClassHourRule::Overlaps { number: Some(other.number) }),
            None => Ok(()),
        }
    }
}

/// A stored class hour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassHour {
    pub id: ClassHourId,
    pub institution_id: InstitutionId,
    pub details: ClassHourDraft,
    pub version: Version,
}

impl Audited for ClassHour {
    const ENTITY: EntityType = EntityType::ClassHour;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("number", i64::from(d.number).into()),
            ("start_time", d.start.format("%H:%M").to_string().into()),
            ("end_time", d.end.format("%H:%M").to_string().into()),
        ])
    }
}

/// Rules about an institution's periods that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassHourRule {
    NumberTaken {
        number: i16,
    },
    /// Overlaps another period; its number when known.
    Overlaps {
        number: Option<i16>,
    },
}

impl Localized for ClassHourRule {
    fn code(&self) -> &'static str {
        match self {
            ClassHourRule::NumberTaken { .. } => "class_hour_number_taken",
            ClassHourRule::Overlaps { .. } => "class_hour_overlaps",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (ClassHourRule::NumberTaken { number }, Uz | UzCyrl) => format!("{number}-dars soati allaqachon mavjud"),
            (ClassHourRule::NumberTaken { number }, Ru) => format!("Учебный час № {number} уже есть"),
            (ClassHourRule::NumberTaken { number }, En) => format!("Period {number} already exists"),
            (ClassHourRule::Overlaps { number: Some(n) }, Uz | UzCyrl) => format!("Vaqt {n}-dars soati bilan ustma-ust tushadi"),
            (ClassHourRule::Overlaps { number: Some(n) }, Ru) => format!("Время пересекается с учебным часом № {n}"),
            (ClassHourRule::Overlaps { number: Some(n) }, En) => format!("The time overlaps period {n}"),
            (ClassHourRule::Overlaps { number: None }, Uz | UzCyrl) => "Vaqt boshqa dars soati bilan ustma-ust tushadi".into(),
            (ClassHourRule::Overlaps { number: None }, Ru) => "Время пересекается с другим учебным часом".into(),
            (ClassHourRule::Overlaps { number: None }, En) => "The time overlaps another period".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn period(number: i16, start: (u32, u32), end: (u32, u32)) -> ClassHourDraft {
        ClassHourDraft {
            number,
            start: NaiveTime::from_hms_opt(start.0, start.1, 0).unwrap(),
            end: NaiveTime::from_hms_opt(end.0, end.1, 0).unwrap(),
        }
    }

    #[test]
    fn a_period_starts_before_it_ends() {
        let ok = ClassHourDraft::parse(&ClassHourForm { number: 1, start_time: "08:30".into(), end_time: "09:50".into() });
        assert_eq!(ok.unwrap(), period(1, (8, 30), (9, 50)));
        let backwards = ClassHourDraft::parse(&ClassHourForm { number: 1, start_time: "10:00".into(), end_time: "09:00".into() });
        assert_eq!(backwards.unwrap_err().fields()[0], ("end_time".to_string(), Invalid::EndNotAfterStart));
        assert!(ClassHourDraft::parse(&ClassHourForm { number: 0, start_time: "8:00".into(), end_time: "x".into() }).is_err());
    }

    #[test]
    fn neighbours_may_touch_but_not_overlap() {
        let first = period(1, (8, 30), (9, 50));
        assert_eq!(period(2, (9, 50), (11, 10)).check_against(&[first]), Ok(()));
        assert_eq!(period(2, (9, 40), (11, 0)).check_against(&[first]), Err(ClassHourRule::Overlaps { number: Some(1) }));
        assert_eq!(period(1, (12, 0), (13, 0)).check_against(&[first]), Err(ClassHourRule::NumberTaken { number: 1 }));
    }

    proptest! {
        #[test]
        fn accepted_periods_never_overlap(
            periods in proptest::collection::vec((1i16..=20, 0u32..1380, 1u32..120), 1..15)
        ) {
            let mut accepted: Vec<ClassHourDraft> = Vec::new();
            for (number, start, length) in periods {
                let end = (start + length).min(1439);
                let candidate = period(number, (start / 60, start % 60), (end / 60, end % 60));
                if candidate.start < candidate.end && candidate.check_against(&accepted).is_ok() {
                    accepted.push(candidate);
                }
            }
            for (i, a) in accepted.iter().enumerate() {
                for b in &accepted[i + 1..] {
                    prop_assert!(a.number != b.number);
                    prop_assert!(a.end <= b.start || b.end <= a.start);
                }
            }
        }
    }
}

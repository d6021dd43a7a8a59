//! Students: who they are (a person known by PINFL), the group they study in, and where they
//! stand (`status`).

pub mod import;
mod status;

pub use status::*;

use chrono::{Datelike, NaiveDate};

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{CitizenId, GroupId, InstitutionId, StudentId};
use crate::language::{Language, Localized};
use crate::passport::PassportSerial;
use crate::person::Gender;
use crate::pinfl::Pinfl;
use crate::staff::CitizenDraft;
use crate::validation::{optional_text, parse_date, required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// The youngest and the oldest a student may be, in whole years on the day of enrolment.
pub const MIN_AGE: i64 = 14;
pub const MAX_AGE: i64 = 100;

/// The fields of a student form (or of one row of an import) before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StudentForm {
    /// Family name, given name and patronymic, as one text.
    pub fio: String,
    pub pinfl: String,
    /// Passport series and number, `AA1234567`.
    pub serial_number: String,
    pub birth_date: String,
    pub gender: i64,
    pub social_status: String,
    pub edu_group_id: i64,
}

/// A checked student: every field valid and the birth date and gender agreeing with the PINFL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentDraft {
    pub fio: String,
    pub pinfl: Pinfl,
    pub serial_number: PassportSerial,
    pub birth_date: NaiveDate,
    pub gender: Gender,
    pub social_status: String,
    pub edu_group_id: GroupId,
}

impl StudentDraft {
    /// `today` decides the age.
    pub fn parse(form: &StudentForm, today: NaiveDate) -> Result<StudentDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let fio = errors.check("fio", required_text(&form.fio, 255));
        let pinfl = errors.check("pinfl", Pinfl::parse(&form.pinfl));
        let serial_number = errors.check("serial_number", PassportSerial::parse(&form.serial_number));
        let birth_date = errors.check("birth_date", parse_date(&form.birth_date));
        let gender = errors.check("gender", i16::try_from(form.gender).ok().and_then(Gender::from_code).ok_or(Invalid::UnknownValue));
        let social_status = errors.check("social_status", optional_text(&form.social_status, 100));
        let edu_group_id = errors.check("edu_group_id", GroupId::new(form.edu_group_id));
        if let Some(birth_date) = birth_date {
            let age = age_on(birth_date, today);
            if !(MIN_AGE..=MAX_AGE).contains(&age) {
                errors.add("birth_date", Invalid::OutOfRange { min: MIN_AGE, max: MAX_AGE });
            }
        }
        if let (Some(pinfl), Some(birth_date)) = (&pinfl, birth_date) {
            if pinfl.birth_date() != birth_date {
                errors.add("birth_date", Invalid::DisagreesWithPinfl);
            }
        }
        if let (Some(pinfl), Some(gender)) = (&pinfl, gender) {
            if pinfl.gender() != gender {
                errors.add("gender", Invalid::DisagreesWithPinfl);
            }
        }
        errors.into_result()?;
        match (fio, pinfl, serial_number, birth_date, gender, social_status, edu_group_id) {
            (Some(fio), Some(pinfl), Some(serial_number), Some(birth_date), Some(gender), Some(social_status), Some(edu_group_id)) => {
                Ok(StudentDraft { fio, pinfl, serial_number, birth_date, gender, social_status, edu_group_id })
            }
            _ => Err(ValidationErrors::single("pinfl", Invalid::Required)),
        }
    }
}

impl StudentDraft {
    /// The person behind the student, as the register of citizens keeps them: the full name split
    /// into family name, given name and the rest (a patronymic may be two words, "Akmal o‘g‘li").
    pub fn citizen(&self) -> CitizenDraft {
        let mut words = self.fio.split_whitespace();
        // The full name is required, so the family name is there; a one-word name has no given
        // name, which the register keeps empty.
        let last_name = words.next().unwrap_or_default().to_string();
        let first_name = words.next().unwrap_or_default().to_string();
        let middle_name = words.collect::<Vec<_>>().join(" ");
        CitizenDraft {
            last_name,
            first_name,
            middle_name,
            pinfl: self.pinfl.clone(),
            birth_date: self.birth_date,
            gender: self.gender,
            passport: self.serial_number.clone(),
        }
    }
}

/// A student as stored: who, where they study, where they stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Student {
    pub id: StudentId,
    pub institution_id: InstitutionId,
    /// The person, one per PINFL across the system.
    pub citizen_id: CitizenId,
    pub details: StudentDraft,
    pub status: StudentStatus,
    pub version: Version,
}

impl Student {
    /// One move of the status machine; the entry the history keeps of it.
    pub fn change_status(&mut self, change: &StatusChange) -> Result<StatusEntry, IllegalStudentMove> {
        let from = self.status;
        self.status = from.move_to(change.status)?;
        Ok(StatusEntry {
            from,
            to: change.status,
            date: change.date,
            reason: change.reason.clone(),
            order_number: change.order_number.clone(),
            order_id: None,
        })
    }
}

/// One move as the history keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusEntry {
    pub from: StudentStatus,
    pub to: StudentStatus,
    pub date: NaiveDate,
    pub reason: String,
    pub order_number: String,
    /// The order that made the move; older moves name only its number.
    pub order_id: Option<i64>,
}

impl Audited for Student {
    const ENTITY: EntityType = EntityType::Student;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("fio", d.fio.as_str().into()),
            ("pinfl", d.pinfl.as_str().into()),
            ("serial_number", d.serial_number.as_str().into()),
            ("birth_date", d.birth_date.into()),
            ("gender", i64::from(d.gender.code()).into()),
            ("social_status", d.social_status.as_str().into()),
            ("edu_group_id", d.edu_group_id.get().into()),
            ("student_status", self.status.code().into()),
        ])
    }
}

/// A PINFL held by another student who is not deleted (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StudentPinflTaken;

impl Localized for StudentPinflTaken {
    fn code(&self) -> &'static str {
        "pinfl_taken"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Bu JShShIR bilan talaba allaqachon ro‘yxatda bor".into(),
            Language::Ru => "Студент с этим ПИНФЛ уже зарегистрирован".into(),
            Language::En => "A student with this PINFL is already enrolled".into(),
        }
    }
}

/// Whole years from `birth` to `day`.
pub fn age_on(birth: NaiveDate, day: NaiveDate) -> i64 {
    let mut years = i64::from(day.year() - birth.year());
    if (day.month(), day.day()) < (birth.month(), birth.day()) {
        years -= 1;
    }
    years
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A valid PINFL for a birth date and gender (century digit from the year).
    fn pinfl_of(birth: NaiveDate, gender: Gender, serial: u32) -> String {
        let century = match (birth.year() / 100, gender) {
            (18, Gender::Male) => 1,
            (18, Gender::Female) => 2,
            (19, Gender::Male) => 3,
            (19, Gender::Female) => 4,
            (_, Gender::Male) => 5,
            (_, Gender::Female) => 6,
        };
        let first = format!("{century}{:02}{:02}{:02}{:06}", birth.day(), birth.month(), birth.year() % 100, serial);
        let digits: Vec<u32> = first.chars().filter_map(|c| c.to_digit(10)).collect();
        format!("{first}{}", Pinfl::check_digit(&digits))
    }

    fn form(birth: &str, gender: i64, pinfl: String) -> StudentForm {
        StudentForm {
            fio: "Karimova Malika Akmalovna".into(),
            pinfl,
            serial_number: "AD1234567".into(),
            birth_date: birth.into(),
            gender,
            social_status: String::new(),
            edu_group_id: 1,
        }
    }

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 9, 1).unwrap()
    }

    #[test]
    fn a_student_whose_pinfl_agrees_is_accepted() {
        let birth = NaiveDate::from_ymd_opt(2006, 3, 14).unwrap();
        let draft = StudentDraft::parse(&form("2006-03-14", 2, pinfl_of(birth, Gender::Female, 42)), today()).unwrap();
        assert_eq!(draft.gender, Gender::Female);
        assert_eq!(draft.birth_date, birth);
    }

    #[test]
    fn birth_date_and_gender_must_agree_with_the_pinfl() {
        let birth = NaiveDate::from_ymd_opt(2006, 3, 14).unwrap();
        let refused = StudentDraft::parse(&form("2006-03-15", 1, pinfl_of(birth, Gender::Female, 42)), today()).unwrap_err();
        let fields: Vec<_> = refused.fields().iter().map(|(f, i)| (f.as_str(), i.clone())).collect();
        assert_eq!(fields, [("birth_date", Invalid::DisagreesWithPinfl), ("gender", Invalid::DisagreesWithPinfl)]);
    }

    #[test]
    fn every_field_is_checked_at_once() {
        let refused = StudentDraft::parse(&StudentForm { gender: 3, ..Default::default() }, today()).unwrap_err();
        let fields: Vec<_> = refused.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["fio", "pinfl", "serial_number", "birth_date", "gender", "edu_group_id"]);
    }

    #[test]
    fn age_counts_whole_years() {
        let birth = NaiveDate::from_ymd_opt(2012, 9, 2).unwrap();
        assert_eq!(age_on(birth, today()), 13);
        assert_eq!(age_on(birth, NaiveDate::from_ymd_opt(2026, 9, 2).unwrap()), 14);
    }

    proptest! {
        #[test]
        fn ages_outside_14_to_100_are_refused(days_old in 0i64..(110 * 366)) {
            let birth = today() - chrono::Duration::days(days_old);
            let gender = if days_old % 2 == 0 { Gender::Male } else { Gender::Female };
            let result = StudentDraft::parse(&form(&birth.to_string(), i64::from(gender.code()), pinfl_of(birth, gender, 7)), today());
            let age = age_on(birth, today());
            prop_assert_eq!(result.is_ok(), (MIN_AGE..=MAX_AGE).contains(&age), "age {}", age);
        }
    }
}

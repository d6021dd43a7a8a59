//! Staff members: a citizen holding positions in an institution.

use std::collections::BTreeSet;

use chrono::NaiveDate;

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::ids::{CitizenId, InstitutionId, PositionId, StaffId};
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::passport::PassportSerial;
use crate::person::Gender;
use crate::pinfl::Pinfl;
use crate::position::WorkForm;
use crate::validation::{optional_text, parse_date, required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// The fields of a person as a staff form submits them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CitizenForm {
    pub last_name: String,
    pub first_name: String,
    pub middle_name: String,
    pub pinfl: String,
    /// `YYYY-MM-DD`.
    pub birth_date: String,
    /// 1 male, 2 female.
    pub gender: i64,
    pub passport: String,
}

/// A person, checked: the birth date and gender must agree with the PINFL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CitizenDraft {
    pub last_name: String,
    pub first_name: String,
    pub middle_name: String,
    pub pinfl: Pinfl,
    pub birth_date: NaiveDate,
    pub gender: Gender,
    pub passport: PassportSerial,
}

impl CitizenDraft {
    pub fn parse(form: &CitizenForm) -> Result<CitizenDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let last_name = errors.check("last_name", required_text(&form.last_name, 100));
        let first_name = errors.check("first_name", required_text(&form.first_name, 100));
        let middle_name = errors.check("middle_name", optional_text(&form.middle_name, 100));
        let pinfl = errors.check("pinfl", Pinfl::parse(&form.pinfl));
        let birth_date = errors.check("birth_date", parse_date(&form.birth_date));
        let gender = errors.check("gender", i16::try_from(form.gender).ok().and_then(Gender::from_code).ok_or(Invalid::UnknownValue));
        let passport = errors.check("passport", PassportSerial::parse(&form.passport));
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
        match (last_name, first_name, middle_name, pinfl, birth_date, gender, passport) {
            (Some(last_name), Some(first_name), Some(middle_name), Some(pinfl), Some(birth_date), Some(gender), Some(passport)) => {
                Ok(CitizenDraft { last_name, first_name, middle_name, pinfl, birth_date, gender, passport })
            }
            _ => Err(ValidationErrors::single("pinfl", Invalid::Required)),
        }
    }
}

/// A share of a full-time post, in hundredths: 1.0 is 100. At most 1.5 in one institution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rate(i16);

impl Rate {
    pub const MAX_TOTAL: i16 = 150;

    /// A rate from 0.05 to 1.5 in steps of 0.05.
    pub fn parse(value: f64) -> Result<Rate, Invalid> {
        let hundredths = (value * 100.0).round();
        let on_step = (value * 100.0 - hundredths).abs() < 1e-6 && (hundredths as i64) % 5 == 0;
        if !(5.0..=f64::from(Self::MAX_TOTAL)).contains(&hundredths) || !on_step {
            return Err(Invalid::RateOutOfRange);
        }
        Ok(Rate(hundredths as i16))
    }

    pub fn from_hundredths(hundredths: i16) -> Rate {
        Rate(hundredths)
    }

    pub fn hundredths(self) -> i16 {
        self.0
    }

    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 100.0
    }
}

/// One position of a staff member as the form submits it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StaffPositionForm {
    pub position_id: i64,
    pub work_form: String,
    pub rate: f64,
    pub edu_subject_ids: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffPositionDraft {
    pub position_id: PositionId,
    pub work_form: WorkForm,
    pub rate: Rate,
    /// The subjects taught on this position, each once, in the order given.
    pub edu_subject_ids: Vec<i64>,
}

/// The positions of one staff member in one institution: at least one, each position once, the
/// rates adding up to at most 1.5.
pub fn parse_positions(forms: &[StaffPositionForm]) -> Result<Vec<StaffPositionDraft>, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    if forms.is_empty() {
        errors.add("staff_positions", Invalid::Required);
    }
    let mut seen = BTreeSet::new();
    let mut drafts = Vec::new();
    for (index, form) in forms.iter().enumerate() {
        let field = |name: &str| format!("staff_positions.{index}.{name}");
        let position_id = errors.check(&field("position_id"), PositionId::new(form.position_id));
        let work_form = errors.check(&field("work_form"), WorkForm::parse(&form.work_form).ok_or(Invalid::UnknownValue));
        let rate = errors.check(&field("rate"), Rate::parse(form.rate));
        if let Some(id) = position_id {
            if !seen.insert(id) {
                errors.add(field("position_id"), Invalid::Duplicate);
            }
        }
        let mut subjects = BTreeSet::new();
        for subject in &form.edu_subject_ids {
            if *subject <= 0 {
                errors.add(field("edu_subject_ids"), Invalid::NotPositiveId);
            } else if !subjects.insert(*subject) {
                errors.add(field("edu_subject_ids"), Invalid::Duplicate);
            }
        }
        if let (Some(position_id), Some(work_form), Some(rate)) = (position_id, work_form, rate) {
            drafts.push(StaffPositionDraft { position_id, work_form, rate, edu_subject_ids: form.edu_subject_ids.clone() });
        }
    }
    let total: i32 = drafts.iter().map(|d| i32::from(d.rate.hundredths())).sum();
    if total > i32::from(Rate::MAX_TOTAL) {
        errors.add("staff_positions", Invalid::RatesAboveLimit);
    }
    errors.into_result()?;
    Ok(drafts)
}

/// Whether a person currently works in the institution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StaffStatus {
    Active,
    Inactive,
}

impl StaffStatus {
    pub const ALL: [StaffStatus; 2] = [StaffStatus::Active, StaffStatus::Inactive];

    pub fn code(self) -> &'static str {
        match self {
            StaffStatus::Active => "ACTIVE",
            StaffStatus::Inactive => "INACTIVE",
        }
    }

    pub fn parse(code: &str) -> Option<StaffStatus> {
        StaffStatus::ALL.into_iter().find(|s| s.code() == code.trim())
    }
}

/// A staff form as submitted: the person, the status and the positions.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StaffForm {
    pub citizen: CitizenForm,
    pub status: String,
    pub positions: Vec<StaffPositionForm>,
}

/// A staff member as a form submits it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffDraft {
    pub citizen: CitizenDraft,
    pub status: StaffStatus,
    pub positions: Vec<StaffPositionDraft>,
}

impl StaffDraft {
    pub fn parse(form: &StaffForm) -> Result<StaffDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let citizen = CitizenDraft::parse(&form.citizen).map_err(|e| errors.merge("citizen", e)).ok();
        let status = errors.check("status", StaffStatus::parse(&form.status).ok_or(Invalid::UnknownValue));
        let positions = parse_positions(&form.positions).map_err(|e| errors.merge("", e)).ok();
        errors.into_result()?;
        match (citizen, status, positions) {
            (Some(citizen), Some(status), Some(positions)) => Ok(StaffDraft { citizen, status, positions }),
            _ => Err(ValidationErrors::single("citizen", Invalid::Required)),
        }
    }

    /// Taught subjects only on teaching positions; `teaching` says which of the draft's
    /// positions teach, and a position missing from it does not exist.
    pub fn check_positions(&self, teaching: &dyn Fn(PositionId) -> Option<bool>) -> Result<(), ValidationErrors> {
        let mut errors = ValidationErrors::new();
        for (index, position) in self.positions.iter().enumerate() {
            match teaching(position.position_id) {
                None => errors.add(format!("staff_positions.{index}.position_id"), Invalid::UnknownValue),
                Some(false) if !position.edu_subject_ids.is_empty() => {
                    errors.add(format!("staff_positions.{index}.edu_subject_ids"), Invalid::NotATeachingPosition)
                }
                Some(_) => {}
            }
        }
        errors.into_result()
    }

    /// Every subject id of the draft, each once.
    pub fn subject_ids(&self) -> Vec<i64> {
        let ids: BTreeSet<i64> = self.positions.iter().flat_map(|p| p.edu_subject_ids.iter().copied()).collect();
        ids.into_iter().collect()
    }

    /// Taught subjects must exist in the catalogue.
    pub fn check_subjects(&self, known: &BTreeSet<i64>) -> Result<(), ValidationErrors> {
        let mut errors = ValidationErrors::new();
        for (index, position) in self.positions.iter().enumerate() {
            if position.edu_subject_ids.iter().any(|id| !known.contains(id)) {
                errors.add(format!("staff_positions.{index}.edu_subject_ids"), Invalid::UnknownValue);
            }
        }
        errors.into_result()
    }
}

/// A stored person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Citizen {
    pub id: CitizenId,
    pub details: CitizenDraft,
    pub version: Version,
}

/// A subject as a staff position shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaughtSubject {
    pub id: i64,
    pub code: String,
    pub name: MultilingualName,
    pub type_id: i64,
    pub type_name: MultilingualName,
}

/// A stored position of a staff member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffPosition {
    pub id: i64,
    pub position_id: PositionId,
    pub position_name: MultilingualName,
    pub is_teaching: bool,
    pub work_form: WorkForm,
    pub rate: Rate,
    pub subjects: Vec<TaughtSubject>,
}

/// A stored staff member: a citizen employed in one institution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffMember {
    pub id: StaffId,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub citizen: Citizen,
    pub status: StaffStatus,
    pub positions: Vec<StaffPosition>,
    pub version: Version,
}

impl Audited for StaffMember {
    const ENTITY: EntityType = EntityType::Staff;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    /// The person's details are part of the record: an edit of them shows on the staff member.
    fn snapshot(&self) -> Snapshot {
        let citizen = &self.citizen.details;
        let positions = self
            .positions
            .iter()
            .map(|p| {
                let subjects: Vec<String> = p.subjects.iter().map(|s| s.id.to_string()).collect();
                AuditValue::Text(format!("{}: {} {:.2} [{}]", p.position_id, p.work_form.code(), p.rate.as_f64(), subjects.join(", ")))
            })
            .collect();
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("citizen_id", self.citizen.id.get().into()),
            ("last_name", citizen.last_name.as_str().into()),
            ("first_name", citizen.first_name.as_str().into()),
            ("middle_name", citizen.middle_name.as_str().into()),
            ("pinfl", citizen.pinfl.as_str().into()),
            ("birth_date", citizen.birth_date.into()),
            ("gender", i64::from(citizen.gender.code()).into()),
            ("passport", citizen.passport.as_str().into()),
            ("status", self.status.code().into()),
            ("staff_positions", AuditValue::List(positions)),
        ])
    }
}

/// Rules about staff that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StaffRule {
    /// The person already works in this institution.
    AlreadyEmployed,
    /// Another person already has this PINFL.
    PinflTaken,
}

impl Localized for StaffRule {
    fn code(&self) -> &'static str {
        match self {
            StaffRule::AlreadyEmployed => "duplicate",
            StaffRule::PinflTaken => "pinfl_taken",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (StaffRule::AlreadyEmployed, Uz | UzCyrl) => "Bu fuqaro ushbu ta’lim muassasasida xodim sifatida allaqachon ro‘yxatdan o‘tgan",
            (StaffRule::AlreadyEmployed, Ru) => "Этот гражданин уже числится сотрудником этого учреждения",
            (StaffRule::AlreadyEmployed, En) => "This person is already on the staff of this institution",
            (StaffRule::PinflTaken, Uz | UzCyrl) => "Bu JSHSHIR boshqa fuqaroga tegishli",
            (StaffRule::PinflTaken, Ru) => "Этот ПИНФЛ принадлежит другому гражданину",
            (StaffRule::PinflTaken, En) => "This PINFL belongs to another person",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn with_check_digit(first_thirteen: &str) -> String {
        let digits: Vec<u32> = first_thirteen.bytes().map(|b| u32::from(b - b'0')).collect();
        format!("{first_thirteen}{}", Pinfl::check_digit(&digits))
    }

    fn citizen() -> CitizenForm {
        CitizenForm {
            last_name: "Aliyeva".into(),
            first_name: "Nodira".into(),
            middle_name: "Karimovna".into(),
            pinfl: with_check_digit("4120588123456"),
            birth_date: "1988-05-12".into(),
            gender: 2,
            passport: "AB1234567".into(),
        }
    }

    #[test]
    fn birth_date_and_gender_must_agree_with_the_pinfl() {
        assert!(CitizenDraft::parse(&citizen()).is_ok());
        let wrong = CitizenForm { birth_date: "1988-05-13".into(), gender: 1, ..citizen() };
        let errors = CitizenDraft::parse(&wrong).unwrap_err();
        let fields: Vec<&str> = errors.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, vec!["birth_date", "gender"]);
        let bad_passport = CitizenForm { passport: "A1234567".into(), ..citizen() };
        assert_eq!(CitizenDraft::parse(&bad_passport).unwrap_err().fields()[0].0, "passport");
    }

    #[test]
    fn rates_come_in_steps_of_five_hundredths() {
        assert_eq!(Rate::parse(1.0).map(Rate::hundredths), Ok(100));
        assert_eq!(Rate::parse(0.25).map(Rate::hundredths), Ok(25));
        assert!(Rate::parse(0.0).is_err());
        assert!(Rate::parse(0.33).is_err());
        assert!(Rate::parse(1.55).is_err());
    }

    #[test]
    fn positions_are_distinct_and_add_up_to_one_and_a_half_at_most() {
        let position = |id: i64, rate: f64| StaffPositionForm { position_id: id, work_form: "MAIN".into(), rate, edu_subject_ids: vec![] };
        assert_eq!(parse_positions(&[position(1, 1.0), position(2, 0.5)]).unwrap().len(), 2);
        let over = parse_positions(&[position(1, 1.0), position(2, 0.75)]).unwrap_err();
        assert_eq!(over.fields()[0], ("staff_positions".to_string(), Invalid::RatesAboveLimit));
        let twice = parse_positions(&[position(1, 0.5), position(1, 0.5)]).unwrap_err();
        assert_eq!(twice.fields()[0].0, "staff_positions.1.position_id");
        assert!(parse_positions(&[]).is_err());
    }

    fn staff(positions: Vec<StaffPositionForm>) -> StaffForm {
        StaffForm { citizen: citizen(), status: "ACTIVE".into(), positions }
    }

    #[test]
    fn subjects_are_taught_on_teaching_positions_only() {
        let lecturer = StaffPositionForm { position_id: 6, work_form: "MAIN".into(), rate: 1.0, edu_subject_ids: vec![3, 4] };
        let accountant = StaffPositionForm { position_id: 11, work_form: "HOURLY".into(), rate: 0.25, edu_subject_ids: vec![3] };
        let draft = StaffDraft::parse(&staff(vec![lecturer, accountant])).unwrap();
        let teaching = |id: PositionId| match id.get() {
            6 => Some(true),
            11 => Some(false),
            _ => None,
        };
        let refused = draft.check_positions(&teaching).unwrap_err();
        assert_eq!(refused.fields(), &[("staff_positions.1.edu_subject_ids".to_string(), Invalid::NotATeachingPosition)]);
        assert_eq!(draft.subject_ids(), vec![3, 4]);
        assert!(draft.check_subjects(&[3, 4].into_iter().collect()).is_ok());
        assert_eq!(draft.check_subjects(&[3].into_iter().collect()).unwrap_err().fields()[0].0, "staff_positions.0.edu_subject_ids");
    }

    #[test]
    fn a_staff_form_names_each_wrong_field() {
        let mut form = staff(vec![StaffPositionForm { position_id: 0, work_form: "X".into(), rate: 2.0, edu_subject_ids: vec![5, 5] }]);
        form.status = "GONE".into();
        form.citizen.pinfl = "123".into();
        let fields: Vec<String> = StaffDraft::parse(&form).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect();
        for expected in [
            "citizen.pinfl",
            "status",
            "staff_positions.0.position_id",
            "staff_positions.0.work_form",
            "staff_positions.0.rate",
            "staff_positions.0.edu_subject_ids",
        ] {
            assert!(fields.contains(&expected.to_string()), "{expected} in {fields:?}");
        }
    }

    proptest! {
        #[test]
        fn accepted_positions_never_exceed_the_limit(
            positions in proptest::collection::vec((1i64..6, 1u8..=30), 0..6)
        ) {
            let forms: Vec<StaffPositionForm> = positions
                .iter()
                .map(|(id, steps)| StaffPositionForm {
                    position_id: *id,
                    work_form: "HOURLY".into(),
                    rate: f64::from(*steps) * 0.05,
                    edu_subject_ids: vec![],
                })
                .collect();
            if let Ok(drafts) = parse_positions(&forms) {
                let total: i32 = drafts.iter().map(|d| i32::from(d.rate.hundredths())).sum();
                prop_assert!(total <= 150);
                let ids: BTreeSet<_> = drafts.iter().map(|d| d.position_id).collect();
                prop_assert_eq!(ids.len(), drafts.len());
            }
        }
    }
}

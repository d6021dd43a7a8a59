//! The naming of a graduate: the qualification the diploma confers and the diploma's series and
//! number, which are never issued twice in the country.

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{InstitutionId, StudentId};
use crate::multilingual::MultilingualName;
use crate::validation::{Invalid, ValidationErrors};
use crate::version::Version;

/// One to three Latin capital letters: `B`, `AB`, `ABC`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DiplomaSeries(String);

impl DiplomaSeries {
    pub fn parse(value: &str) -> Result<DiplomaSeries, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            Err(Invalid::Required)
        } else if (1..=3).contains(&value.len()) && value.bytes().all(|b| b.is_ascii_uppercase()) {
            Ok(DiplomaSeries(value.to_string()))
        } else {
            Err(Invalid::DiplomaSeriesFormat)
        }
    }

    pub fn from_stored(value: String) -> DiplomaSeries {
        DiplomaSeries(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Exactly seven digits: `1234567`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DiplomaNumber(String);

impl DiplomaNumber {
    pub fn parse(value: &str) -> Result<DiplomaNumber, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            Err(Invalid::Required)
        } else if value.len() == 7 && value.bytes().all(|b| b.is_ascii_digit()) {
            Ok(DiplomaNumber(value.to_string()))
        } else {
            Err(Invalid::DiplomaNumberFormat)
        }
    }

    pub fn from_stored(value: String) -> DiplomaNumber {
        DiplomaNumber(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The naming form before it is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NamingForm {
    pub qualification_uz: String,
    pub qualification_ru: String,
    pub qualification_en: String,
    pub diploma_series: String,
    pub diploma_number: String,
}

/// A checked naming.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Naming {
    pub qualification: MultilingualName,
    pub series: DiplomaSeries,
    pub number: DiplomaNumber,
}

impl Naming {
    /// Refusals under `qualification.uz`, `diploma_series` and `diploma_number`.
    pub fn parse(form: &NamingForm) -> Result<Naming, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let qualification = MultilingualName::parse(&form.qualification_uz, "", &form.qualification_ru, &form.qualification_en)
            .map_err(|e| errors.merge("qualification", e))
            .ok();
        let series = errors.check("diploma_series", DiplomaSeries::parse(&form.diploma_series));
        let number = errors.check("diploma_number", DiplomaNumber::parse(&form.diploma_number));
        errors.into_result()?;
        match (qualification, series, number) {
            (Some(qualification), Some(series), Some(number)) => Ok(Naming { qualification, series, number }),
            _ => Err(ValidationErrors::single("diploma_number", Invalid::Required)),
        }
    }

    /// How the diploma and its appendix print their number: `B 1234567`.
    pub fn document_number(&self) -> String {
        format!("{} {}", self.series.as_str(), self.number.as_str())
    }
}

/// A student's naming as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateNaming {
    pub student_id: StudentId,
    pub institution_id: InstitutionId,
    pub naming: Naming,
    pub version: Version,
}

impl Audited for GraduateNaming {
    const ENTITY: EntityType = EntityType::GraduateNaming;

    fn audit_id(&self) -> i64 {
        self.student_id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let n = &self.naming;
        Snapshot::from([
            ("qualification_uz", n.qualification.uz().into()),
            ("qualification_ru", n.qualification.ru().into()),
            ("qualification_en", n.qualification.en().into()),
            ("diploma_series", n.series.as_str().into()),
            ("diploma_number", n.number.as_str().into()),
        ])
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_series_is_one_to_three_latin_capitals() {
        for good in ["B", "AB", "XYZ"] {
            assert!(DiplomaSeries::parse(good).is_ok(), "{good}");
        }
        for bad in ["ABCD", "b", "Б", "A1"] {
            assert_eq!(DiplomaSeries::parse(bad), Err(Invalid::DiplomaSeriesFormat), "{bad}");
        }
        assert_eq!(DiplomaSeries::parse(" "), Err(Invalid::Required));
    }

    proptest! {
        #[test]
        fn a_number_is_exactly_seven_digits(value in "[0-9]{0,9}") {
            prop_assert_eq!(DiplomaNumber::parse(&value).is_ok(), value.len() == 7);
        }
    }

    #[test]
    fn every_field_of_a_naming_is_checked_at_once() {
        let refused =
            Naming::parse(&NamingForm { diploma_series: "b1".into(), diploma_number: "12".into(), ..Default::default() }).unwrap_err();
        let fields: Vec<_> = refused.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["qualification.uz", "diploma_series", "diploma_number"]);
        let naming = Naming::parse(&NamingForm {
            qualification_uz: "Dasturiy injiniring bakalavri".into(),
            diploma_series: "B".into(),
            diploma_number: "1234567".into(),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(naming.document_number(), "B 1234567");
    }
}

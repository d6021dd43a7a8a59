//! Quantities of study shared by the subject catalogue and the curricula built from it.

use crate::institution::InstitutionType;
use crate::validation::Invalid;

/// The hours a subject is taught in all: from 1 to 10 000.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StudyHours(i32);

impl StudyHours {
    pub const MIN: i64 = 1;
    pub const MAX: i64 = 10_000;

    pub fn new(hours: i64) -> Result<StudyHours, Invalid> {
        if (Self::MIN..=Self::MAX).contains(&hours) {
            Ok(StudyHours(hours as i32))
        } else {
            Err(Invalid::OutOfRange { min: Self::MIN, max: Self::MAX })
        }
    }

    /// A value that must be given: absent is `Required`.
    pub fn required(hours: Option<i64>) -> Result<StudyHours, Invalid> {
        hours.map_or(Err(Invalid::Required), StudyHours::new)
    }

    /// For hours read back from storage, which only holds checked hours.
    pub fn from_stored(hours: i32) -> StudyHours {
        StudyHours(hours)
    }

    pub fn get(self) -> i32 {
        self.0
    }
}

/// How many semesters a curriculum runs: 1 to 12, and at most 4 in an academic lyceum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SemesterCount(i32);

impl SemesterCount {
    pub const MIN: i64 = 1;
    pub const MAX: i64 = 12;
    pub const LYCEUM_MAX: i64 = 4;
    /// Two years of two semesters, when a form leaves the number out.
    pub const DEFAULT: SemesterCount = SemesterCount(4);

    pub fn new(count: i64, institution_type: InstitutionType) -> Result<SemesterCount, Invalid> {
        if !(Self::MIN..=Self::MAX).contains(&count) {
            return Err(Invalid::OutOfRange { min: Self::MIN, max: Self::MAX });
        }
        if institution_type == InstitutionType::Lyceum && count > Self::LYCEUM_MAX {
            return Err(Invalid::LyceumSemesters { max: Self::LYCEUM_MAX });
        }
        Ok(SemesterCount(count as i32))
    }

    /// The number a form gives, or the default when it gives none.
    pub fn or_default(count: Option<i64>, institution_type: InstitutionType) -> Result<SemesterCount, Invalid> {
        count.map_or(Ok(Self::DEFAULT), |count| SemesterCount::new(count, institution_type))
    }

    /// For counts read back from storage, which only holds checked counts.
    pub fn from_stored(count: i32) -> SemesterCount {
        SemesterCount(count)
    }

    pub fn get(self) -> i32 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn hours_are_bounded_and_required() {
        assert_eq!(StudyHours::new(1).map(StudyHours::get), Ok(1));
        assert_eq!(StudyHours::new(10_000).map(StudyHours::get), Ok(10_000));
        assert_eq!(StudyHours::new(0), Err(Invalid::OutOfRange { min: 1, max: 10_000 }));
        assert_eq!(StudyHours::required(None), Err(Invalid::Required));
    }

    #[test]
    fn a_lyceum_teaches_at_most_four_semesters() {
        assert_eq!(SemesterCount::new(4, InstitutionType::Lyceum).map(SemesterCount::get), Ok(4));
        assert_eq!(SemesterCount::new(5, InstitutionType::Lyceum), Err(Invalid::LyceumSemesters { max: 4 }));
        assert_eq!(SemesterCount::new(8, InstitutionType::Hei).map(SemesterCount::get), Ok(8));
        assert_eq!(SemesterCount::new(13, InstitutionType::Hei), Err(Invalid::OutOfRange { min: 1, max: 12 }));
        assert_eq!(SemesterCount::or_default(None, InstitutionType::Lyceum), Ok(SemesterCount::DEFAULT));
    }

    proptest! {
        #[test]
        fn only_hours_from_one_to_ten_thousand_are_accepted(hours in any::<i64>()) {
            match StudyHours::new(hours) {
                Ok(accepted) => prop_assert_eq!(i64::from(accepted.get()), hours),
                Err(_) => prop_assert!(!(1..=10_000).contains(&hours)),
            }
        }

        #[test]
        fn a_semester_count_fits_its_kind_of_institution(count in any::<i64>(), lyceum in any::<bool>()) {
            let kind = if lyceum { InstitutionType::Lyceum } else { InstitutionType::Hei };
            let limit = if lyceum { 4 } else { 12 };
            match SemesterCount::new(count, kind) {
                Ok(accepted) => prop_assert!((1..=limit).contains(&i64::from(accepted.get())) && i64::from(accepted.get()) == count),
                Err(_) => prop_assert!(!(1..=limit).contains(&count)),
            }
        }
    }
}

//! Ratings: whole numbers within the scale of the group's curriculum.

use crate::audit::{Audited, EntityType, Snapshot};
use crate::curriculum::RatingType;
use crate::ids::{CurriculumId, EduSubjectId, StudentId};
use crate::validation::Invalid;

/// The lowest and highest rating SPEC.md allows on any scale.
pub const MIN_RATING: i32 = 3;
pub const MAX_RATING: i32 = 100;

impl RatingType {
    /// The ratings this scale allows: five-point 3..5, hundred-point 3..100.
    pub fn bounds(self) -> (i32, i32) {
        match self {
            RatingType::FivePoint => (MIN_RATING, 5),
            RatingType::HundredPoint => (MIN_RATING, MAX_RATING),
        }
    }
}

/// A rating valid on its scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rating(i32);

impl Rating {
    pub fn new(value: i64, scale: RatingType) -> Result<Rating, Invalid> {
        let (min, max) = scale.bounds();
        if (i64::from(min)..=i64::from(max)).contains(&value) {
            Ok(Rating(value as i32))
        } else {
            Err(Invalid::OutOfRange { min: i64::from(min), max: i64::from(max) })
        }
    }

    pub fn from_stored(value: i32) -> Rating {
        Rating(value)
    }

    pub fn get(self) -> i32 {
        self.0
    }
}

/// One cell of a rating sheet as the audit trail records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedCell {
    pub id: i64,
    pub student_id: StudentId,
    pub edu_subject_id: EduSubjectId,
    pub curriculum_id: CurriculumId,
    pub semester: i32,
    pub rating: i32,
}

impl Audited for RatedCell {
    const ENTITY: EntityType = EntityType::Rating;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot::from([
            ("student_id", self.student_id.get().into()),
            ("edu_subject_id", self.edu_subject_id.get().into()),
            ("curriculum_id", self.curriculum_id.get().into()),
            ("semester_number", self.semester.into()),
            ("rating", self.rating.into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_rating_is_accepted_exactly_within_its_scale(value in -10i64..200) {
            prop_assert_eq!(Rating::new(value, RatingType::FivePoint).is_ok(), (3..=5).contains(&value));
            prop_assert_eq!(Rating::new(value, RatingType::HundredPoint).is_ok(), (3..=100).contains(&value));
        }
    }

    #[test]
    fn a_refusal_names_the_scale() {
        assert_eq!(Rating::new(6, RatingType::FivePoint), Err(Invalid::OutOfRange { min: 3, max: 5 }));
        assert_eq!(Rating::new(101, RatingType::HundredPoint), Err(Invalid::OutOfRange { min: 3, max: 100 }));
    }
}

//! Ratings: whole numbers within the scale of the group's curriculum.

use crate::curriculum::RatingType;
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

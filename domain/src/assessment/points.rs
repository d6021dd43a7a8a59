use crate::validation::Invalid;

/// Points of a control or a total, exact to a tenth (a computed current control or a five-point
/// average is fractional; entered points may carry one decimal). Kept as whole tenths, so that sums
/// and comparisons are exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(i32);

impl Points {
    pub const ZERO: Points = Points(0);

    /// Points as a person enters them: at most one decimal, from 0 to `max` whole points.
    pub fn entered(value: f64, max: i32) -> Result<Points, Invalid> {
        if !value.is_finite() {
            return Err(Invalid::UnknownValue);
        }
        let tenths = (value * 10.0).round();
        if (value * 10.0 - tenths).abs() > 1e-6 {
            return Err(Invalid::Assessment(super::AssessmentInvalid::OneDecimal));
        }
        if tenths < 0.0 || tenths > f64::from(max) * 10.0 {
            return Err(Invalid::OutOfRange { min: 0, max: i64::from(max) });
        }
        Ok(Points(tenths as i32))
    }

    pub fn whole(points: i32) -> Points {
        Points(points.saturating_mul(10))
    }

    pub fn from_tenths(tenths: i32) -> Points {
        Points(tenths)
    }

    pub fn tenths(self) -> i32 {
        self.0
    }

    /// Rounded half up to whole points, as grade bands read a total.
    pub fn rounded(self) -> i32 {
        (self.0 + 5).div_euclid(10)
    }

    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// `a / b` of whole tenths, rounded half up to a tenth; `None` when `b` is zero.
    pub fn ratio(numerator: i64, denominator: i64) -> Option<Points> {
        if denominator <= 0 {
            return None;
        }
        let tenths = (2 * numerator + denominator).div_euclid(2 * denominator);
        Some(Points(i32::try_from(tenths).unwrap_or(i32::MAX)))
    }
}

impl std::ops::Add for Points {
    type Output = Points;

    fn add(self, other: Points) -> Points {
        Points(self.0.saturating_add(other.0))
    }
}

impl std::fmt::Display for Points {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0 % 10 == 0 {
            write!(f, "{}", self.0 / 10)
        } else {
            write!(f, "{}.{}", self.0 / 10, (self.0 % 10).abs())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn entered_points_keep_one_decimal() {
        assert_eq!(Points::entered(38.5, 40), Ok(Points::from_tenths(385)));
        assert_eq!(Points::entered(40.0, 40), Ok(Points::whole(40)));
        assert!(Points::entered(38.55, 40).is_err());
        assert_eq!(Points::entered(40.1, 40), Err(Invalid::OutOfRange { min: 0, max: 40 }));
        assert!(Points::entered(-0.1, 40).is_err());
        assert!(Points::entered(f64::NAN, 40).is_err());
    }

    #[test]
    fn rounding_is_half_up() {
        assert_eq!(Points::from_tenths(545).rounded(), 55);
        assert_eq!(Points::from_tenths(544).rounded(), 54);
        assert_eq!(Points::ratio(7, 2), Some(Points::from_tenths(4)));
        assert_eq!(Points::ratio(1, 3), Some(Points::from_tenths(0)));
        assert_eq!(Points::ratio(5, 0), None);
        assert_eq!(Points::from_tenths(385).to_string(), "38.5");
        assert_eq!(Points::whole(7).to_string(), "7");
    }

    proptest! {
        #[test]
        fn a_tenth_survives_entry(tenths in 0i32..=1000) {
            prop_assert_eq!(Points::entered(f64::from(tenths) / 10.0, 100), Ok(Points::from_tenths(tenths)));
        }
    }
}

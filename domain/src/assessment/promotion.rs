//! Promotion to the next course (DOMAIN.md "Assessment"): on the credit system a student moves on
//! with a GPA at or above the institution's limit (debts are retaken later); on the others, only
//! without debts.

use super::Gpa;

/// Why a student stays on their course.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StayReason {
    /// Unpassed subjects (the others' rule).
    Debts { count: i64 },
    /// A GPA below the limit, or none yet (the credit system's rule).
    GpaBelowLimit { gpa: Option<Gpa>, limit: Gpa },
}

impl StayReason {
    pub fn code(self) -> &'static str {
        match self {
            StayReason::Debts { .. } => "DEBTS",
            StayReason::GpaBelowLimit { .. } => "GPA_BELOW_LIMIT",
        }
    }
}

/// What a student's results make of them at the end of the course.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CourseStanding {
    pub gpa: Option<Gpa>,
    pub debts: i64,
}

/// Whether the student moves to the next course.
pub fn promotion(standing: CourseStanding, credit_system: bool, limit: Gpa) -> Result<(), StayReason> {
    if credit_system {
        match standing.gpa {
            Some(gpa) if gpa >= limit => Ok(()),
            gpa => Err(StayReason::GpaBelowLimit { gpa, limit }),
        }
    } else if standing.debts > 0 {
        Err(StayReason::Debts { count: standing.debts })
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_credit_system_weighs_the_gpa_and_the_others_the_debts() {
        let limit = Gpa::from_tenths(24);
        let at = |tenths, debts| CourseStanding { gpa: Gpa::from_sums(tenths, 10), debts };
        assert_eq!(promotion(at(24, 2), true, limit), Ok(()), "a credit student with debts at the limit moves on");
        assert_eq!(promotion(at(23, 0), true, limit), Err(StayReason::GpaBelowLimit { gpa: Some(Gpa::from_tenths(23)), limit }));
        assert_eq!(promotion(CourseStanding { gpa: None, debts: 0 }, true, limit), Err(StayReason::GpaBelowLimit { gpa: None, limit }));
        assert_eq!(promotion(at(20, 0), false, limit), Ok(()), "without the credit system the GPA does not count");
        assert_eq!(promotion(at(50, 1), false, limit), Err(StayReason::Debts { count: 1 }));
    }

    proptest! {
        #[test]
        fn without_the_credit_system_exactly_the_debtless_move_on(tenths in 20i64..=50, debts in 0i64..5, limit in 20i32..=50) {
            let standing = CourseStanding { gpa: Gpa::from_sums(tenths, 10), debts };
            prop_assert_eq!(promotion(standing, false, Gpa::from_tenths(limit)).is_ok(), debts == 0);
            prop_assert_eq!(promotion(standing, true, Gpa::from_tenths(limit)).is_ok(), tenths >= i64::from(limit));
        }
    }
}

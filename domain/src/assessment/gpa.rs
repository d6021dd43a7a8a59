/// A graded subject as the GPA weighs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GradedCredit {
    pub credits: u8,
    pub grade: u8,
}

/// A grade point average, exact to a tenth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Gpa(i32);

impl Gpa {
    pub fn tenths(self) -> i32 {
        self.0
    }

    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

/// sum(credits × grade) / sum(credits), rounded half up to one decimal; none without credits.
pub fn gpa(graded: &[GradedCredit]) -> Option<Gpa> {
    let credits: i64 = graded.iter().map(|g| i64::from(g.credits)).sum();
    let weighted: i64 = graded.iter().map(|g| i64::from(g.credits) * i64::from(g.grade)).sum();
    Gpa::from_sums(weighted, credits)
}

impl Gpa {
    /// The GPA of sums kept elsewhere: sum(credits × grade) and sum(credits); none without credits.
    pub fn from_sums(weighted: i64, credits: i64) -> Option<Gpa> {
        if credits <= 0 {
            return None;
        }
        let tenths = (20 * weighted + credits).div_euclid(2 * credits);
        Some(Gpa(tenths as i32))
    }

    /// A limit as the institution sets it, in tenths (2.4 is 24).
    pub fn from_tenths(tenths: i32) -> Gpa {
        Gpa(tenths)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_hand_computed_gpa() {
        let g = |credits, grade| GradedCredit { credits, grade };
        // (4·5 + 6·4 + 2·3) / 12 = 50 / 12 = 4.1666…
        assert_eq!(gpa(&[g(4, 5), g(6, 4), g(2, 3)]).map(Gpa::tenths), Some(42));
        assert_eq!(gpa(&[g(3, 4), g(1, 3)]).map(Gpa::tenths), Some(38));
        assert_eq!(gpa(&[]), None);
        assert_eq!(gpa(&[g(0, 5)]), None);
    }

    proptest! {
        #[test]
        fn the_gpa_lies_between_the_lowest_and_highest_grade(grades in proptest::collection::vec((1u8..=8, 2u8..=5), 1..20)) {
            let graded: Vec<GradedCredit> = grades.iter().map(|(c, g)| GradedCredit { credits: *c, grade: *g }).collect();
            let value = gpa(&graded).map(Gpa::tenths).unwrap_or_default();
            let low = i32::from(*grades.iter().map(|(_, g)| g).min().unwrap_or(&2)) * 10;
            let high = i32::from(*grades.iter().map(|(_, g)| g).max().unwrap_or(&5)) * 10;
            prop_assert!(low <= value && value <= high);
        }
    }
}

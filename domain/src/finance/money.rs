//! Money as finance keeps it: an exact whole number of tiyin (1 so‘m = 100 tiyin), never a
//! floating-point number. A debt may be negative (an overpayment), so the type is signed.

use crate::validation::Invalid;

/// Tiyin in one so‘m.
pub const TIYIN_PER_SOUM: i64 = 100;

/// An amount of tiyin. Sums of many stay far below `i64::MAX`: a single amount is at most
/// `Money::MAX` (a trillion so‘m).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Hash)]
pub struct Money(i64);

impl Money {
    pub const ZERO: Money = Money(0);
    /// A trillion so‘m in tiyin: far above any contract, far below what sums of an `i64` hold.
    pub const MAX: i64 = 100_000_000_000_000;

    /// An amount a form gives: whole tiyin, not negative, not beyond `MAX`.
    pub fn parse(tiyin: i64) -> Result<Money, Invalid> {
        if (0..=Self::MAX).contains(&tiyin) {
            Ok(Money(tiyin))
        } else {
            Err(Invalid::OutOfRange { min: 0, max: Self::MAX })
        }
    }

    /// A positive amount (a payment, a base amount).
    pub fn parse_positive(tiyin: i64) -> Result<Money, Invalid> {
        if (1..=Self::MAX).contains(&tiyin) {
            Ok(Money(tiyin))
        } else {
            Err(Invalid::OutOfRange { min: 1, max: Self::MAX })
        }
    }

    pub fn from_stored(tiyin: i64) -> Money {
        Money(tiyin)
    }

    pub fn tiyin(self) -> i64 {
        self.0
    }

    /// The exact sum, saturating rather than wrapping.
    pub fn sum(amounts: impl IntoIterator<Item = Money>) -> Money {
        Money(amounts.into_iter().fold(0i64, |sum, a| sum.saturating_add(a.0)))
    }

    pub fn minus(self, other: Money) -> Money {
        Money(self.0.saturating_sub(other.0))
    }

    pub fn plus(self, other: Money) -> Money {
        Money(self.0.saturating_add(other.0))
    }

    /// `self × numerator / denominator`, rounded half up to a whole tiyin (computed in 128 bits,
    /// so that it never overflows).
    pub fn share(self, numerator: i64, denominator: i64) -> Money {
        if denominator <= 0 {
            return Money::ZERO;
        }
        let product = i128::from(self.0) * i128::from(numerator);
        let d = i128::from(denominator);
        let rounded = if product >= 0 { (2 * product + d) / (2 * d) } else { -((-2 * product + d) / (2 * d)) };
        Money(rounded.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64)
    }

    /// "12 500 000" or "−1 000,50": so‘m grouped by spaces, tiyin after a comma when any.
    pub fn grouped(self) -> String {
        let sign = if self.0 < 0 { "−" } else { "" };
        let abs = self.0.unsigned_abs();
        let soum = abs / TIYIN_PER_SOUM as u64;
        let tiyin = abs % TIYIN_PER_SOUM as u64;
        let digits = soum.to_string();
        let mut grouped = String::with_capacity(digits.len() + digits.len() / 3 + 4);
        grouped.push_str(sign);
        for (i, digit) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                grouped.push(' ');
            }
            grouped.push(digit);
        }
        if tiyin > 0 {
            grouped.push_str(&format!(",{tiyin:02}"));
        }
        grouped
    }

    /// "12 500 000 so‘m", with the currency's name in `language` (сўм, сум, soum).
    pub fn display(self, language: crate::language::Language) -> String {
        format!("{} {}", self.grouped(), crate::language::Text::new("so‘m", "сум", "soum").get(language))
    }

    /// So‘m for a spreadsheet cell.
    pub fn as_soum(self) -> f64 {
        self.0 as f64 / TIYIN_PER_SOUM as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn money_is_whole_tiyin_shown_in_soum_grouped_by_spaces() {
        use crate::language::Language;
        assert_eq!(Money::from_stored(12_500_000 * 100).display(Language::Uz), "12 500 000 so‘m");
        assert_eq!(Money::from_stored(12_500_000 * 100).display(Language::UzCyrl), "12 500 000 сўм");
        assert_eq!(Money::from_stored(12_500_000 * 100).display(Language::Ru), "12 500 000 сум");
        assert_eq!(Money::from_stored(-100_050).grouped(), "−1 000,50");
        assert!(Money::parse(-1).is_err());
        assert!(Money::parse_positive(0).is_err());
        assert!(Money::parse(Money::MAX + 1).is_err());
    }

    #[test]
    fn a_share_rounds_half_up() {
        assert_eq!(Money::from_stored(10).share(1, 4).tiyin(), 3, "2.5 → 3");
        assert_eq!(Money::from_stored(10).share(1, 3).tiyin(), 3, "3.33 → 3");
        assert_eq!(Money::from_stored(-10).share(1, 4).tiyin(), -3);
        assert_eq!(Money::from_stored(Money::MAX).share(Money::MAX, Money::MAX).tiyin(), Money::MAX);
    }

    proptest! {
        #[test]
        fn a_sum_is_exact(parts in proptest::collection::vec(0i64..Money::MAX, 0..100)) {
            prop_assert_eq!(Money::sum(parts.iter().map(|p| Money::from_stored(*p))).tiyin(), parts.iter().sum::<i64>());
        }

        #[test]
        fn grouping_keeps_every_digit(tiyin in -Money::MAX..=Money::MAX) {
            let text = Money::from_stored(tiyin).grouped();
            let negative = text.starts_with('−');
            let text = text.trim_start_matches('−');
            let (soum, cents) = text.split_once(',').unwrap_or((text, "0"));
            let value = soum.replace(' ', "").parse::<i64>().unwrap() * 100 + cents.parse::<i64>().unwrap();
            prop_assert_eq!(if negative { -value } else { value }, tiyin);
        }

        #[test]
        fn a_share_stays_within_half_a_tiyin(amount in 0i64..Money::MAX, n in 0i64..=10, d in 1i64..=10) {
            let share = Money::from_stored(amount).share(n, d).tiyin();
            let exact = i128::from(amount) * i128::from(n);
            prop_assert!((i128::from(share) * i128::from(d) - exact).abs() * 2 <= i128::from(d));
        }
    }
}

//! Money as the area keeps it: an exact whole number of minor units (tiyin for the so‘m), never a
//! floating-point number, in a currency of its own.

use crate::language::Language;
use crate::validation::Invalid;

code_list! {
    /// A currency a project is funded in; each has 100 minor units.
    Currency {
        Uzs = "UZS", "so‘m", "сум", "soum";
        Usd = "USD", "AQSh dollari", "доллар США", "US dollar";
        Eur = "EUR", "yevro", "евро", "euro";
        Rub = "RUB", "rossiya rubli", "российский рубль", "Russian rouble";
    }
}

impl Currency {
    /// Minor units in one major unit: 100 tiyin in a so‘m, 100 cents in a dollar.
    pub const MINOR_PER_MAJOR: i64 = 100;

    /// The sign written after an amount.
    pub fn sign(self, language: Language) -> &'static str {
        match self {
            Currency::Uzs => self.label().get(language),
            Currency::Usd => "$",
            Currency::Eur => "€",
            Currency::Rub => "₽",
        }
    }
}

/// A non-negative amount in minor units, at most a thousand trillion so‘m (far above any
/// research grant, far below what an `i64` holds, so that sums of many never overflow).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Amount(i64);

impl Amount {
    pub const MAX_MINOR: i64 = 100_000_000_000_000_000;

    pub fn parse(minor: i64) -> Result<Amount, Invalid> {
        if (0..=Self::MAX_MINOR).contains(&minor) {
            Ok(Amount(minor))
        } else {
            Err(Invalid::OutOfRange { min: 0, max: Self::MAX_MINOR })
        }
    }

    pub fn from_stored(minor: i64) -> Amount {
        Amount(minor)
    }

    pub fn minor(self) -> i64 {
        self.0
    }

    /// The sum of many amounts, saturating rather than wrapping.
    pub fn total(amounts: impl IntoIterator<Item = Amount>) -> Amount {
        Amount(amounts.into_iter().fold(0i64, |sum, a| sum.saturating_add(a.0)))
    }

    /// "12 500 000" or "12 500 000,50": the major units grouped by spaces, the minor ones after a
    /// comma when there are any.
    pub fn grouped(self) -> String {
        let major = self.0 / Currency::MINOR_PER_MAJOR;
        let minor = self.0 % Currency::MINOR_PER_MAJOR;
        let digits = major.to_string();
        let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
        for (i, digit) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                grouped.push(' ');
            }
            grouped.push(digit);
        }
        if minor > 0 {
            grouped.push_str(&format!(",{minor:02}"));
        }
        grouped
    }

    /// "12 500 000 so‘m".
    pub fn display(self, currency: Currency, language: Language) -> String {
        format!("{} {}", self.grouped(), currency.sign(language))
    }

    /// The amount in major units, for a spreadsheet cell.
    pub fn as_major(self) -> f64 {
        self.0 as f64 / Currency::MINOR_PER_MAJOR as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn amounts_are_whole_minor_units_never_negative() {
        assert_eq!(Amount::parse(1_250_000 * 100).map(Amount::minor), Ok(125_000_000));
        assert!(Amount::parse(-1).is_err());
        assert!(Amount::parse(Amount::MAX_MINOR + 1).is_err());
        assert_eq!(Amount::parse(0), Ok(Amount::default()));
    }

    #[test]
    fn soum_are_shown_with_spaces_between_thousands() {
        assert_eq!(Amount::from_stored(12_500_000 * 100).display(Currency::Uzs, Language::Uz), "12 500 000 so‘m");
        assert_eq!(Amount::from_stored(12_500_000 * 100 + 50).grouped(), "12 500 000,50");
        assert_eq!(Amount::from_stored(99).grouped(), "0,99");
        assert_eq!(Amount::from_stored(100_000).grouped(), "1 000");
        assert_eq!(Amount::from_stored(5_000 * 100).display(Currency::Usd, Language::En), "5 000 $");
        assert_eq!(Currency::parse("uzs"), Err(Invalid::UnknownValue));
        assert_eq!(Currency::parse(" "), Err(Invalid::Required));
    }

    proptest! {
        #[test]
        fn grouping_keeps_every_digit_and_groups_by_three(minor in 0i64..=Amount::MAX_MINOR) {
            let amount = Amount::from_stored(minor);
            let text = amount.grouped();
            let (major, cents) = text.split_once(',').map_or((text.as_str(), "0"), |(m, c)| (m, c));
            prop_assert_eq!(major.replace(' ', "").parse::<i64>().unwrap() * 100 + cents.parse::<i64>().unwrap(), minor);
            for group in major.split(' ').skip(1) {
                prop_assert_eq!(group.len(), 3);
            }
            prop_assert!(major.split(' ').next().is_some_and(|first| (1..=3).contains(&first.len())));
        }

        #[test]
        fn a_total_is_the_exact_sum(parts in proptest::collection::vec(0i64..1_000_000_000_000, 0..50)) {
            let total = Amount::total(parts.iter().map(|p| Amount::from_stored(*p)));
            prop_assert_eq!(total.minor(), parts.iter().sum::<i64>());
        }
    }
}

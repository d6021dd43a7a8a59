use chrono::NaiveDate;

use crate::person::Gender;
use crate::validation::Invalid;

/// The personal identification number of a citizen: 14 digits. Digit 1 gives century and sex,
/// digits 2-7 the birth date (DDMMYY), 8-10 an area code, 11-13 a serial number and digit 14 a
/// check digit: the first 13 digits weighted 7, 3, 1, 7, 3, 1, … summed, modulo 10.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pinfl(String);

const WEIGHTS: [u32; 3] = [7, 3, 1];

impl Pinfl {
    pub fn parse(value: &str) -> Result<Pinfl, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::Required);
        }
        if value.len() != 14 || !value.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Invalid::PinflFormat);
        }
        let digits: Vec<u32> = value.bytes().map(|b| u32::from(b - b'0')).collect();
        if Self::check_digit(&digits[..13]) != digits[13] {
            return Err(Invalid::PinflChecksum);
        }
        let pinfl = Pinfl(value.to_string());
        pinfl.decode_birth_date().ok_or(Invalid::PinflBirthDate)?;
        Ok(pinfl)
    }

    /// The check digit of the first 13 digits.
    pub fn check_digit(first_thirteen: &[u32]) -> u32 {
        first_thirteen.iter().zip(WEIGHTS.iter().cycle()).map(|(digit, weight)| digit * weight).sum::<u32>() % 10
    }

    /// For values read back from storage, which were checked when they were written.
    pub fn from_stored(value: String) -> Self {
        Pinfl(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn birth_date(&self) -> NaiveDate {
        // A parsed PINFL always decodes; the fallback is never reached.
        self.decode_birth_date().unwrap_or_default()
    }

    pub fn gender(&self) -> Gender {
        if self.first_digit() % 2 == 1 {
            Gender::Male
        } else {
            Gender::Female
        }
    }

    fn first_digit(&self) -> u32 {
        u32::from(self.0.as_bytes()[0] - b'0')
    }

    fn decode_birth_date(&self) -> Option<NaiveDate> {
        let century = match self.first_digit() {
            1 | 2 => 1800,
            3 | 4 => 1900,
            5 | 6 => 2000,
            _ => return None,
        };
        let day: u32 = self.0.get(1..3)?.parse().ok()?;
        let month: u32 = self.0.get(3..5)?.parse().ok()?;
        let year: i32 = self.0.get(5..7)?.parse().ok()?;
        NaiveDate::from_ymd_opt(century + year, month, day)
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

    #[test]
    fn decodes_birth_date_and_gender() {
        let pinfl = Pinfl::parse(&with_check_digit("3120588123456")).unwrap();
        assert_eq!(pinfl.birth_date(), NaiveDate::from_ymd_opt(1988, 5, 12).unwrap());
        assert_eq!(pinfl.gender(), Gender::Male);
        let pinfl = Pinfl::parse(&with_check_digit("6010203123456")).unwrap();
        assert_eq!(pinfl.birth_date(), NaiveDate::from_ymd_opt(2003, 2, 1).unwrap());
        assert_eq!(pinfl.gender(), Gender::Female);
    }

    #[test]
    fn refuses_wrong_shapes() {
        assert_eq!(Pinfl::parse(""), Err(Invalid::Required));
        assert_eq!(Pinfl::parse("1234"), Err(Invalid::PinflFormat));
        assert_eq!(Pinfl::parse("3120588123456a"), Err(Invalid::PinflFormat));
        let good = with_check_digit("3120588123456");
        let last = good.as_bytes()[13] - b'0';
        let bad = format!("{}{}", &good[..13], (last + 1) % 10);
        assert_eq!(Pinfl::parse(&bad), Err(Invalid::PinflChecksum));
        assert_eq!(Pinfl::parse(&with_check_digit("3320588123456")), Err(Invalid::PinflBirthDate));
        assert_eq!(Pinfl::parse(&with_check_digit("7120588123456")), Err(Invalid::PinflBirthDate));
    }

    proptest! {
        #[test]
        fn only_fourteen_digits_with_their_check_digit_parse(s in "[0-9]{0,16}") {
            if let Ok(pinfl) = Pinfl::parse(&s) {
                prop_assert_eq!(pinfl.as_str().len(), 14);
                let digits: Vec<u32> = s.bytes().map(|b| u32::from(b - b'0')).collect();
                prop_assert_eq!(Pinfl::check_digit(&digits[..13]), digits[13]);
            }
        }

        #[test]
        fn any_valid_birth_date_round_trips(
            century in 1u32..=6, day in 1u32..=28, month in 1u32..=12, year in 0u32..=99,
            rest in "[0-9]{6}",
        ) {
            let thirteen = format!("{century}{day:02}{month:02}{year:02}{rest}");
            let pinfl = Pinfl::parse(&with_check_digit(&thirteen)).unwrap();
            prop_assert_eq!(pinfl.birth_date().format("%d%m%y").to_string(), format!("{day:02}{month:02}{year:02}"));
            prop_assert_eq!(pinfl.gender() == Gender::Male, century % 2 == 1);
        }
    }
}

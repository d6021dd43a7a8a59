use crate::validation::Invalid;

/// Passport series and number: two Latin capital letters and seven digits (`AA1234567`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PassportSerial(String);

impl PassportSerial {
    pub fn parse(value: &str) -> Result<PassportSerial, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::Required);
        }
        let bytes = value.as_bytes();
        let well_formed = bytes.len() == 9 && bytes[..2].iter().all(u8::is_ascii_uppercase) && bytes[2..].iter().all(u8::is_ascii_digit);
        if well_formed {
            Ok(PassportSerial(value.to_string()))
        } else {
            Err(Invalid::PassportFormat)
        }
    }

    /// For values read back from storage, which were checked when they were written.
    pub fn from_stored(value: String) -> Self {
        PassportSerial(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn accepts_the_documented_shape_only() {
        assert!(PassportSerial::parse("AA1234567").is_ok());
        assert_eq!(PassportSerial::parse("aa1234567"), Err(Invalid::PassportFormat));
        assert_eq!(PassportSerial::parse("AA123456"), Err(Invalid::PassportFormat));
        assert_eq!(PassportSerial::parse("ÁA1234567"), Err(Invalid::PassportFormat));
        assert_eq!(PassportSerial::parse(""), Err(Invalid::Required));
    }

    proptest! {
        #[test]
        fn parsed_serials_have_the_shape(s in "[A-Za-z0-9]{0,10}") {
            if let Ok(serial) = PassportSerial::parse(&s) {
                let b = serial.as_str().as_bytes();
                prop_assert!(b.len() == 9 && b[0].is_ascii_uppercase() && b[8].is_ascii_digit());
            }
        }
    }
}
